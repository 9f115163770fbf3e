// The third-party estimate form. Shows "Loading form..." until mounted, then
// renders a lazy iframe; 100 ms later it asks the embed script to load it,
// or sets the iframe source directly when the script is not there.
import { useEffect, useRef, useState } from 'react';
import { FORM_EMBED_DELAY_MS, FORM_HEIGHT_PX, MOBILE_BREAKPOINT_PX } from '../../generator/constants.ts';
import { trackLead } from '../analytics.ts';

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void };
  }
}

export interface EstimateFormProps {
  embedUrl: string;
  scriptUrl: string;
  title: string;
}

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

export function EstimateForm({ embedUrl, scriptUrl, title }: EstimateFormProps) {
  const [mounted, setMounted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const mobile = useIsMobile();

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!mounted) return undefined;
    if (!document.querySelector(`script[src="${scriptUrl}"]`)) {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      document.head.appendChild(script);
    }
    const timer = setTimeout(() => {
      if (window.Tally) window.Tally.loadEmbeds();
      else if (frame.current && !frame.current.src) frame.current.src = embedUrl;
    }, FORM_EMBED_DELAY_MS);
    const onMessage = (event: MessageEvent) => {
      if (typeof event.data === 'string' && event.data.includes('Tally.FormSubmitted')) trackLead('estimate_form');
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [mounted]);

  if (!mounted) return <div className="form-loading" role="status">Loading form...</div>;
  return (
    <iframe ref={frame} data-tally-src={embedUrl} loading="lazy" title={title} className="estimate-iframe"
      width="100%" height={mobile ? FORM_HEIGHT_PX.mobile : FORM_HEIGHT_PX.desktop} />
  );
}
