interface Props {
  /** The still the service answered (`posterUrl`); '' when it has none. */
  src: string;
  /** Whose face: said by the surrounding card, so the picture itself is decorative unless `label` is given. */
  name: string;
  className?: string;
  /** Read out as the picture's text (where no caption beside it names the person). */
  label?: string;
}

/**
 * A digital human's face: the still the service answered for it. Without one (an upload whose still could not be
 * taken, or a service that keeps none) it shows the name's first letter on a calm block, never another person's face.
 */
export function Portrait({ src, name, className = '', label }: Props) {
  if (src)
    return (
      <img
        className={`portrait ${className}`}
        src={src}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  const letter = Array.from(name.trim())[0] ?? '?';
  if (label)
    return (
      <span className={`portrait portrait-letter ${className}`} role="img" aria-label={label}>
        {letter}
      </span>
    );
  return (
    <span className={`portrait portrait-letter ${className}`} aria-hidden>
      {letter}
    </span>
  );
}
