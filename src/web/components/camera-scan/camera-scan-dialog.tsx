import { useEffect, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { partCodeDetector, type Detector } from "./barcode-detector";
import { CAMERA_UNSUPPORTED, cameraProblem, READER_FAILED } from "./camera-problem";

// A frame is read about five times a second: fast enough to feel instant, light on a phone's battery.
const FRAME_INTERVAL_MS = 200;

interface CameraScanProps {
  /** The first code read; the camera is already off and the dialog closing. */
  onCode: (code: string) => void;
  onClose: () => void;
}

/** 'Ler código': the rear camera's picture until a barcode is read (docs/decisions/047). */
export function CameraScanDialog({ onCode, onClose }: CameraScanProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Ler código">
      <CameraView onCode={onCode} onClose={onClose} />
    </Dialog>
  );
}

// Inside the dialog's content, so its effect starts once the video element exists (the dialog's own code
// arrives lazily) and its clean-up, which turns the camera off, runs whenever the dialog goes.
function CameraView({ onCode, onClose }: CameraScanProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const [watching, setWatching] = useState(false);
  const handlers = useRef({ onCode, onClose });
  useEffect(() => {
    handlers.current = { onCode, onClose };
  });

  useEffect(() => {
    let ended = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      ended = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function read(detector: Detector) {
      const element = video.current;
      if (ended || !element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        let code: string | undefined;
        try {
          code = (await detector.detect(element)).find((found) => found.rawValue)?.rawValue;
        } catch {
          if (!ended) setProblem(READER_FAILED);
          return stop();
        }
        if (ended) return;
        if (code) {
          stop();
          handlers.current.onClose();
          handlers.current.onCode(code);
          return;
        }
      }
      timer = setTimeout(() => void read(detector), FRAME_INTERVAL_MS);
    }

    async function start() {
      // Absent outside a secure context (a page over plain HTTP) and in old browsers.
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(CAMERA_UNSUPPORTED);
      const detecting = partCodeDetector();
      // Not yet a failure: the camera's answer (a refusal, above all) is the one to show first.
      detecting.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (error) {
        if (!ended) setProblem(cameraProblem(error));
        return;
      }
      // Closed while the browser asked for the permission.
      if (ended) return stop();
      const element = video.current;
      if (!element) return stop();
      element.srcObject = stream;
      // Muted and inline, a video may play without a tap (iOS asks both).
      element.play().catch(() => undefined);
      let detector: Detector;
      try {
        detector = await detecting;
      } catch {
        if (!ended) setProblem(READER_FAILED);
        return stop();
      }
      if (ended) return;
      setWatching(true);
      void read(detector);
    }

    void start();
    return stop;
  }, []);

  return (
    <div className="space-y-4">
      <div className="relative overflow-hidden rounded-md bg-black">
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label="Imagem da câmera"
          className="aspect-[4/3] w-full object-cover"
        />
        {watching && (
          // Where to hold the code: a line across the middle, as on a shop's reader.
          <div aria-hidden="true" className="absolute inset-x-6 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80" />
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {watching ? "Aponte a câmera para o código de barras da peça." : "Abrindo a câmera..."}
        </p>
      )}
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
