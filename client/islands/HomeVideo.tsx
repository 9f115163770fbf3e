// Home hero player: plays the clips one after another, muted, looping over
// the list. Two stacked <video> elements alternate: while one plays, the
// other already holds (and preloads) the next clip, so the switch is seamless.
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { fill } from '../../generator/model/copy.ts';
import type { HomePage } from '../../generator/model/schema/index.ts';

export interface HomeVideoProps {
  videos: { src: string; poster: string; title: string }[];
  /** The controls' words (home.yaml videoControls) and the no-video text (site.yaml copy.videoUnsupported). */
  words: HomePage['videoControls'] & { unsupported: string };
}

export const wrapIndex = (index: number, total: number) => ((index % total) + total) % total;

const prefersLessMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function HomeVideo({ videos, words }: HomeVideoProps) {
  const total = videos.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Which of the two elements is visible, and which clip each one holds.
  const [front, setFront] = useState<0 | 1>(0);
  const [slots, setSlots] = useState<[number, number]>([0, wrapIndex(1, total)]);
  const refs = [useRef<HTMLVideoElement>(null), useRef<HTMLVideoElement>(null)];
  // Whether the visitor has pressed play or pause: until then, asking for less motion means no autoplay.
  const chosen = useRef(false);

  const show = (next: number) => {
    const back = front === 0 ? 1 : 0;
    if (slots[back] === next) {
      // The hidden element already holds the clip: swap, then preload the one after into the old front.
      setFront(back);
      setSlots((s) => (front === 0 ? [wrapIndex(next + 1, total), s[1]] : [s[0], wrapIndex(next + 1, total)]));
    } else {
      setSlots(front === 0 ? [next, wrapIndex(next + 1, total)] : [wrapIndex(next + 1, total), next]);
    }
    setIndex(next);
  };

  useEffect(() => {
    const el = refs[front].current;
    if (!el) return;
    el.muted = true;
    // The server renders the player playing; a visitor who asks for less motion gets it paused, never started.
    if (playing && !chosen.current && prefersLessMotion()) {
      setPlaying(false);
      return;
    }
    if (playing) el.play().catch(() => setPlaying(false));
    else el.pause();
    const other = refs[front === 0 ? 1 : 0].current;
    if (other) {
      other.pause();
      other.currentTime = 0;
    }
  }, [front, index, playing]);

  const toggle = () => {
    chosen.current = true;
    setPlaying((p) => !p);
  };
  return (
    <div className="home-video" data-index={index} data-playing={playing ? 'true' : 'false'}>
      {([0, 1] as const).map((slot) => {
        const clip = videos[slots[slot]];
        return (
          <video
            key={slot}
            ref={refs[slot]}
            className={slot === front ? 'hv-video front' : 'hv-video back'}
            src={clip.src}
            poster={clip.poster}
            muted
            playsInline
            preload={slot === front ? 'auto' : 'metadata'}
            aria-hidden={slot === front ? undefined : 'true'}
            onEnded={slot === front ? () => show(wrapIndex(index + 1, total)) : undefined}
            title={clip.title}
            width={1280}
            height={720}
          >
            {words.unsupported}
          </video>
        );
      })}
      <div className="hv-controls">
        <button type="button" className="hv-play" onClick={toggle} aria-label={playing ? words.pause : words.play}>
          <Icon name={playing ? 'pause' : 'play'} size={18} />
        </button>
        {/* A dot per video where the player has room for 16 dots of 24 px; a narrower one (a phone) steps
            through the videos with previous and next buttons around its position instead. */}
        <div className="hv-dots" role="group" aria-label={words.choose}>
          {videos.map((v, i) => (
            <button
              key={v.src}
              type="button"
              className={i === index ? 'hv-dot active' : 'hv-dot'}
              aria-label={fill(words.dot, { number: i + 1, title: v.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
        <div className="hv-steps" role="group" aria-label={words.choose}>
          <button
            type="button"
            className="hv-step"
            aria-label={words.previous}
            onClick={() => show(wrapIndex(index - 1, total))}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <p className="hv-position" aria-live="polite">
            {fill(words.position, { number: index + 1, total })}
          </p>
          <button
            type="button"
            className="hv-step"
            aria-label={words.next}
            onClick={() => show(wrapIndex(index + 1, total))}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
      <p className="hv-caption">{videos[index].title}</p>
    </div>
  );
}
