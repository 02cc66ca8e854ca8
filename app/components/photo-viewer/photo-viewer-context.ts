import { createContext, use } from "react";

/** What the viewer's parts read from the frame around them (see PhotoViewer). */
export type PhotoViewerState = {
  viewportRef: (node: HTMLElement | null) => void;
  count: number;
  selected: number;
  canGoBack: boolean;
  canGoForward: boolean;
  goBack: () => void;
  goForward: () => void;
  goTo: (index: number) => void;
};

export const PhotoViewerContext = createContext<PhotoViewerState | null>(null);

export function usePhotoViewer(): PhotoViewerState {
  const state = use(PhotoViewerContext);
  if (!state) throw new Error("PhotoViewer parts belong inside <PhotoViewer>.");
  return state;
}
