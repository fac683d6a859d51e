import { useState, type DragEvent } from 'react';

/** Files dropped on the conversation go to the draft (not while editing a message). */
export function useFileDrop({
  editing,
  onFiles,
}: {
  editing: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (![...event.dataTransfer.types].includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (editing) return;
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, handlers };
}
