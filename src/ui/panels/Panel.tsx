/**
 * The frame every state panel shares: a section labelled by its heading, with an optional
 * one-line summary beside the heading ("3 items locked, 1 contended").
 */
import { useId, type ReactNode } from 'react';
import './panels.css';

export function Panel(props: {
  title: string;
  testId: string;
  className?: string;
  summary?: string;
  children: ReactNode;
}) {
  const id = useId();
  const { title, testId, className, summary, children } = props;
  return (
    <section
      className={className === undefined ? 'sp-panel' : `sp-panel ${className}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="sp-panel-head">
        <h3 id={id}>{title}</h3>
        {summary !== undefined && <span className="sp-summary">{summary}</span>}
      </div>
      {children}
    </section>
  );
}

/** "and 3 more", or nothing. */
export function MoreNote(props: { more: number; what?: string }) {
  if (props.more <= 0) return null;
  return (
    <span className="sp-more">
      and {props.more} more{props.what === undefined ? '' : ` ${props.what}`}
    </span>
  );
}
