import { useRef, type ReactNode } from 'react';
import { LANDING_ANIMATION_MS } from '@mfe/shared-ui';
import { useScrollReveal } from '../hooks/useScrollReveal';
import './Reveal.css';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Staggers neighbours, in ms. */
  delayMs?: number;
}

/**
 * Fades its content in once, over 800 ms, when it first scrolls into view. Rendered (on the server
 * and in the first browser render) as plain visible content; see useScrollReveal.
 */
export function Reveal({ children, className = '', delayMs = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { animate, revealed } = useScrollReveal(ref);
  const classes = ['pr-reveal', animate && 'pr-reveal--animate', animate && revealed && 'pr-reveal--shown', className];
  return (
    <div
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      data-reveal={animate ? (revealed ? 'shown' : 'waiting') : 'static'}
      style={animate ? { transitionDuration: `${LANDING_ANIMATION_MS}ms`, transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
