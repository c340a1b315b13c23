import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is wanted, not with the page. Null until then.
 * `request` is null while nothing wants it, and names what does (a dialog's id): a failed load
 * calls onFailure, and the next request tries again (React.lazy would keep the failure).
 */
export function useOnDemandComponent(
  load: () => Promise<ComponentType>,
  request: string | null,
  onFailure: (error: unknown) => void,
): ComponentType | null {
  const [component, setComponent] = useState<ComponentType | null>(null);
  // load and onFailure are fixed per caller; a new function identity is not a new component.
  const loadComponent = useEffectEvent(() => load());
  const failed = useEffectEvent((error: unknown) => onFailure(error));
  useEffect(() => {
    if (request === null || component) return;
    let current = true;
    loadComponent().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      (error: unknown) => {
        if (current) failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [request, component]);
  return component;
}
