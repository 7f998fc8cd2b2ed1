import { useEffect, useId, useRef, useState } from "react";
import { Eraser } from "lucide-react";
import SignaturePad from "signature_pad";
import { Button } from "@web/components/ui/button";
import type { SignatureFieldProps } from "./signature-field";

// Twice the CSS pixels at most: sharp on paper and on a phone's screen, while a drawing stays a few
// tens of KB (a 3x phone would triple the PNG for nothing the printout shows).
const MAX_PIXEL_RATIO = 2;

/**
 * Gives the canvas as many pixels as it has room for on this screen, keeping what was drawn: a canvas
 * sized by CSS alone draws blurred on a high-density screen and offsets the pen from the finger.
 * Returns whether it changed.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): boolean {
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || (canvas.width === width && canvas.height === height)) return false;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.scale(ratio, ratio);
  // fromData clears first, painting the background over the resized canvas, then redraws the strokes.
  pad.fromData(strokes);
  return true;
}

/**
 * The customer's signature at delivery, drawn with a finger, a pen or the mouse on signature_pad.
 * White paper and dark ink in either theme, as it will be printed. Answers the drawing as a PNG data
 * URL after each stroke, and null once cleared or when the field leaves the form.
 */
export function SignaturePadField({ onChange }: SignatureFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { backgroundColor: "rgb(255, 255, 255)", penColor: "rgb(15, 23, 42)" });
    padRef.current = pad;
    const report = () => {
      setEmpty(pad.isEmpty());
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    };
    const refit = () => {
      if (fitCanvas(canvas, pad) && !pad.isEmpty()) report();
    };
    fitCanvas(canvas, pad);
    pad.addEventListener("endStroke", report);
    // The dialog's width follows the screen (a phone turned sideways); a zoom changes the pixel ratio.
    const observer = new ResizeObserver(refit);
    observer.observe(canvas);
    window.addEventListener("resize", refit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", refit);
      pad.removeEventListener("endStroke", report);
      pad.off();
      padRef.current = null;
      // Gone from the form (another status chosen): its drawing is no longer part of the change.
      onChangeRef.current(null);
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    setEmpty(true);
    onChangeRef.current(null);
  }

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-foreground">
        Assinatura do cliente (opcional)
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        // touch-none: a finger draws instead of scrolling the dialog.
        className="block h-40 w-full touch-none rounded-md border border-input bg-white"
      />
      <div className="flex items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-muted-foreground">
          Assine no quadro com o dedo, a caneta ou o mouse.
        </p>
        <Button variant="outline" className="h-9 shrink-0 px-3" disabled={empty} onClick={clear}>
          <Eraser aria-hidden="true" className="size-4" />
          Limpar
        </Button>
      </div>
    </div>
  );
}
