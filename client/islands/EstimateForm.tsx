// The third-party estimate form. Shows "Loading form..." until mounted, then
// renders a lazy iframe; 100 ms later it asks the embed script to load it,
// or sets the iframe source directly when the script is not there. When the
// form has not rendered a few seconds after coming into view (blocked by an ad
// blocker, a privacy browser or an outage) or its script fails, a call/e-mail
// fallback takes its place; the form replaces the fallback if it arrives late.
import { useEffect, useRef, useState } from 'react';
import {
  FORM_EMBED_DELAY_MS,
  FORM_HEIGHT_PX,
  FORM_RENDER_TIMEOUT_MS,
  MOBILE_BREAKPOINT_PX,
} from '../../generator/model/constants.ts';
import { Icon } from '../components/icons.tsx';
import { phoneInButton, telHref } from '../../generator/model/phone-text.ts';
import { trackLead } from '../analytics.ts';
import { fill } from '../../generator/model/copy.ts';
import type { Site } from '../../generator/model/schema/index.ts';

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void };
  }
}

export interface EstimateFormProps {
  embedUrl: string;
  scriptUrl: string;
  title: string;
  phone: { display: string; e164: string };
  email: string;
  /** The site's reply promise (site.yaml replyWithin), repeated in the fallback. */
  replyWithin: string;
  /** The card's words (site.yaml copy.estimateCard) and the call button (copy.callPhone). */
  words: Pick<Site['copy']['estimateCard'], 'loading' | 'fallbackHeading' | 'fallbackText' | 'emailButton'> & {
    callPhone: string;
  };
}

/** loading: waiting for the form; ready: the form posted a message; fallback: it did not in time, or its script failed. */
export type FormState = 'loading' | 'ready' | 'fallback';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

function FormFallback({
  phone,
  email,
  replyWithin,
  words,
}: Pick<EstimateFormProps, 'phone' | 'email' | 'replyWithin' | 'words'>) {
  return (
    <div className="form-fallback" role="status">
      <span className="icon-badge">
        <Icon name="phone" size={24} />
      </span>
      <h3>{words.fallbackHeading}</h3>
      <p>{fill(words.fallbackText, { replyWithin })}</p>
      <div className="form-fallback-actions">
        <a className="btn btn-accent btn-lg" href={telHref(phone)} data-track="phone">
          <Icon name="phone" size={20} />
          {fill(words.callPhone, { phone: phoneInButton(phone.display) })}
        </a>
        <a className="btn btn-outline btn-lg" href={`mailto:${email}`} data-track="email">
          <Icon name="mail" size={20} />
          {words.emailButton}
        </a>
      </div>
    </div>
  );
}

export function EstimateForm({ embedUrl, scriptUrl, title, phone, email, replyWithin, words }: EstimateFormProps) {
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<FormState>('loading');
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const mobile = useIsMobile();

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!mounted) return undefined;
    // Any message from the form's own frame (Tally posts its height as it renders) means the form is there.
    const onMessage = (event: MessageEvent) => {
      if (frame.current && event.source === frame.current.contentWindow) setState('ready');
      if (typeof event.data === 'string' && event.data.includes('Tally.FormSubmitted')) trackLead('estimate_form');
    };
    window.addEventListener('message', onMessage);
    const fail = () => setState((s) => (s === 'ready' ? s : 'fallback'));

    let script = document.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('error', fail);
    const timer = setTimeout(() => {
      if (window.Tally) window.Tally.loadEmbeds();
      else if (frame.current && !frame.current.src) frame.current.src = embedUrl;
    }, FORM_EMBED_DELAY_MS);

    // The lazy iframe only loads near the viewport, so the render deadline starts when the form comes into view.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      deadline = setTimeout(fail, FORM_RENDER_TIMEOUT_MS);
    });
    if (box.current) observer.observe(box.current);
    return () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      observer.disconnect();
      script?.removeEventListener('error', fail);
      window.removeEventListener('message', onMessage);
    };
  }, [mounted]);

  if (!mounted)
    return (
      <div className="form-loading" role="status">
        {words.loading}
      </div>
    );
  const height = mobile ? FORM_HEIGHT_PX.mobile : FORM_HEIGHT_PX.desktop;
  return (
    <div className="estimate-embed" data-state={state} ref={box} style={{ minHeight: `${height}px` }}>
      {state === 'loading' ? (
        <p className="form-loading-note" role="status">
          {words.loading}
        </p>
      ) : null}
      {state === 'fallback' ? (
        <FormFallback phone={phone} email={email} replyWithin={replyWithin} words={words} />
      ) : null}
      {/* Kept in the page in every state so a late form can still load and announce itself. */}
      <iframe
        ref={frame}
        data-tally-src={embedUrl}
        loading="lazy"
        title={title}
        className="estimate-iframe"
        width="100%"
        height={height}
        tabIndex={state === 'ready' ? undefined : -1}
        aria-hidden={state === 'ready' ? undefined : true}
      />
    </div>
  );
}
