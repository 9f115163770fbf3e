// FAQ accordion. Server-rendered as <details> so answers open without
// JavaScript; hydrated, it enforces the page's mode: "single" keeps one item
// open (clicking the open one closes it), "multi" toggles each independently.
import { useState, type MouseEvent } from 'react';

export interface FaqProps {
  id: string;
  mode: 'single' | 'multi';
  items: { question: string; answer: string }[];
}

export function Faq({ id, mode, items }: FaqProps) {
  const [open, setOpen] = useState<number[]>([]);
  const toggle = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen((cur) => {
      const isOpen = cur.includes(index);
      if (mode === 'single') return isOpen ? [] : [index];
      return isOpen ? cur.filter((i) => i !== index) : [...cur, index];
    });
  };
  return (
    <div className="faq-list" data-mode={mode}>
      {items.map((item, i) => (
        <details key={item.question} className="faq-item" open={open.includes(i)} id={`${id}-${i}`}>
          <summary onClick={toggle(i)}>
            <span>{item.question}</span>
            <span className="faq-icon" aria-hidden="true" />
          </summary>
          <div className="faq-answer"><p>{item.answer}</p></div>
        </details>
      ))}
    </div>
  );
}
