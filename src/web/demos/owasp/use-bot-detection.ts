import { useEffect, useState } from "react";
import { toast } from "sonner";
import { BOT_CHECK_INTERVAL_MS, BotDetector } from "@web/demos/lib/bot-detector";
import { reportSecurityEvent } from "@web/lib/report-security-event";

/**
 * Scores the visitor's clicks and key presses while the page is open and checks the score every
 * 30 seconds against the security level's threshold. Pointer movement is left out: a moving mouse fires every few milliseconds for a
 * person too. Held-down keys repeat just as fast, so repeats are left out as well.
 */
export function useBotDetection(threshold: number): boolean {
  const [suspicious, setSuspicious] = useState(false);

  useEffect(() => {
    const detector = new BotDetector(threshold);
    const track = (event: Event) => {
      if (event instanceof KeyboardEvent && event.repeat) return;
      detector.record(Date.now());
    };
    const options = { capture: true, passive: true };
    window.addEventListener("pointerdown", track, options);
    window.addEventListener("keydown", track, options);

    let flagged = false;
    const timer = setInterval(() => {
      const now = detector.isSuspicious();
      // Said and logged once when the behaviour turns suspicious, not again every 30 seconds.
      if (now && !flagged) {
        toast.warning("Comportamento Suspeito Detectado", {
          description: "Atividade automatizada detectada. Algumas funcionalidades podem estar limitadas.",
        });
        reportSecurityEvent({
          type: "BOT_DETECTED",
          detail: `Pontuação de bot ${detector.score}`,
          metadata: { score: detector.score },
        });
      }
      flagged = now;
      setSuspicious(now);
    }, BOT_CHECK_INTERVAL_MS);

    return () => {
      clearInterval(timer);
      window.removeEventListener("pointerdown", track, options);
      window.removeEventListener("keydown", track, options);
    };
  }, [threshold]);

  return suspicious;
}
