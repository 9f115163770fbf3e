// "Your privacy choices" in the footer's bottom line: a link to the privacy page that, once the
// script runs, opens a small dialog instead (native <dialog>: modal, Escape closes, focus goes
// back to the link) where the visitor turns analytics and advertising off or on. The choice is
// saved and sent as a consent update (client/consent-mode.ts). Without JavaScript the link simply
// opens the privacy page.
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { choiceOf, type ConsentChoice } from '../../generator/model/consent-signals.ts';
import type { PrivacyPage } from '../../generator/model/schema/index.ts';
import { consent, globalPrivacyControl, saveChoice } from '../consent-mode.ts';

export interface PrivacyChoicesProps {
  /** The privacy page, where the link goes without JavaScript. */
  href: string;
  words: PrivacyPage['choices'];
}

export function PrivacyChoices({ href, words }: PrivacyChoicesProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: true, ads: true });
  const [gpc, setGpc] = useState(false);

  const open = (event: MouseEvent) => {
    event.preventDefault();
    setChoice(choiceOf(consent()));
    setGpc(globalPrivacyControl());
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveChoice({ analytics: choice.analytics, ads: choice.ads && !gpc });
    close();
  };

  return (
    <>
      <a href={href} ref={link} onClick={open} aria-haspopup="dialog">
        {words.link}
      </a>
      <dialog
        ref={dialog}
        className="privacy-dialog"
        aria-labelledby="privacy-choices-title"
        onClose={() => link.current?.focus()}
      >
        <form onSubmit={save}>
          <h2 id="privacy-choices-title">{words.heading}</h2>
          <p>{words.intro}</p>
          <label className="privacy-choice">
            <input
              type="checkbox"
              name="analytics"
              checked={choice.analytics}
              onChange={(e) => setChoice({ ...choice, analytics: e.currentTarget.checked })}
            />
            <span>
              <strong>{words.analytics}</strong>
              {words.analyticsHint}
            </span>
          </label>
          <label className="privacy-choice">
            <input
              type="checkbox"
              name="ads"
              checked={choice.ads && !gpc}
              disabled={gpc}
              onChange={(e) => setChoice({ ...choice, ads: e.currentTarget.checked })}
            />
            <span>
              <strong>{words.ads}</strong>
              {gpc ? words.gpcNote : words.adsHint}
            </span>
          </label>
          <div className="privacy-actions">
            <button type="submit" className="btn btn-primary">
              {words.save}
            </button>
            <button type="button" className="btn btn-outline" onClick={close}>
              {words.cancel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
