import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A search hit or a notification opens the conversation at a message (`?message=`). */
export function useOpenAtMessage(loaded: boolean, jump: (messageId: number) => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('message')) || null;
  const jumped = useRef<number | null>(null);
  useEffect(() => {
    if (!wanted || !loaded || jumped.current === wanted) return;
    jumped.current = wanted;
    void jump(wanted).then(() => setParams({}, { replace: true }));
  }, [wanted, loaded, jump, setParams]);
}
