import { useEffect, useRef, useState } from "react";
import { avatarLetter } from "#app/lib/auth.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The signed-in user's picture, falling back to the first letter of the name, or "U" (SPEC §2).
 * Decorative: the control around it carries the accessible name.
 */
export function UserAvatar({
  name,
  picture,
  className,
}: {
  name: string | null | undefined;
  picture: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  const base = cn("inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (picture && !failed) {
    return (
      <img
        ref={imgRef}
        src={picture}
        alt=""
        width={32}
        height={32}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cn(base, "object-cover")}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(base, "bg-primary text-sm font-semibold text-primary-foreground")}>
      {avatarLetter(name)}
    </span>
  );
}
