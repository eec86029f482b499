import { useId } from 'react';
import { attempt } from './useEngine';
import { currentEngine } from '../../engine/engineRegistry';

/**
 * A labelled whole-number slider with its value beside it. Dragging is one undo step: the gesture ends
 * (engine.endGesture) when the slider is released.
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const end = () => currentEngine()?.endGesture();
  return (
    <div className="toolbar-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => attempt(() => onChange(Number(event.target.value)))}
        onPointerUp={end}
        onKeyUp={end}
        onBlur={end}
      />
      <output htmlFor={id}>{value}</output>
    </div>
  );
}
