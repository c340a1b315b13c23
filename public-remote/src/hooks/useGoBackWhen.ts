import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec §2: a public screen opened without what it needs goes back one step in history. */
export function useGoBackWhen(condition: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (condition) navigate(-1);
  }, [condition, navigate]);
}
