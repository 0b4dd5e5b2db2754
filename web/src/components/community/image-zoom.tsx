import { Modal } from "./modal.tsx";

/** A photo at display size over the page, opened from its list-size copy. */
export function ImageZoom({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Modal title="Photo" onClose={onClose} className="max-w-4xl">
      <img src={src} alt={alt} className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-2xl object-contain" />
    </Modal>
  );
}
