'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { uploadFile } from '../utils/upload-file';
import {
  isAnyUploading,
  moveItem,
  readDoneFiles,
  selectFiles,
  toDoneItem,
  type MoveDirection,
  type StoredFile,
  type UploadItem,
  type UploadLimits,
} from '../utils/upload-list';

type UseFileUploadsOptions = UploadLimits & {
  /** Files already stored (a resumed draft, a saved apply). */
  initialFiles?: readonly StoredFile[] | undefined;
  /** Called with the finished files in order whenever the list changes. */
  onChange?: ((files: StoredFile[]) => void) | undefined;
};

export type FileUploads = {
  items: UploadItem[];
  /** Finished files in list order. */
  files: StoredFile[];
  isUploading: boolean;
  /** Why picked files were refused (type, size, count); cleared on the next pick. */
  selectionErrors: string[];
  limits: UploadLimits;
  addFiles: (picked: FileList | readonly File[]) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  move: (key: string, direction: MoveDirection) => void;
};

let nextKey = 0;
function createKey(): string {
  nextKey += 1;
  return `upload-${nextKey}`;
}

/**
 * Uploads picked files one request each, with progress, and keeps the list order the user
 * arranges. Failed files stay in the list with their reason until retried or removed.
 */
export function useFileUploads({
  initialFiles,
  onChange,
  maxFiles,
  maxBytes,
  accept,
}: UseFileUploadsOptions): FileUploads {
  const { state } = useSession();
  const token = state.token;
  const [items, setItems] = useState<UploadItem[]>(() => (initialFiles ?? []).map(toDoneItem));
  const [selectionErrors, setSelectionErrors] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  const lastReported = useRef<string>(JSON.stringify((initialFiles ?? []).map((file) => file.id)));

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const files = useMemo(() => readDoneFiles(items), [items]);

  useEffect(() => {
    const signature = JSON.stringify(files.map((file) => file.id));
    if (signature === lastReported.current) return;
    lastReported.current = signature;
    onChangeRef.current?.(files);
  }, [files]);

  const start = useCallback(
    (key: string, source: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const update = (item: UploadItem) =>
        setItems((current) => current.map((entry) => (entry.key === key ? item : entry)));
      void uploadFile(source, {
        token,
        signal: controller.signal,
        onProgress: (progress) =>
          update({ key, status: 'uploading', name: source.name, progress, source }),
      }).then((result) => {
        controllers.current.delete(key);
        if (controller.signal.aborted) return;
        if ('error' in result) {
          update({ key, status: 'failed', name: source.name, error: result.error, source });
          return;
        }
        update({
          key,
          status: 'done',
          name: result.file.filename,
          file: {
            id: result.file.id,
            filename: result.file.filename,
            url: result.file.url,
            thumbnailURL: result.file.thumbnailURL,
            mimetype: result.file.mimetype,
            size: result.file.size,
          },
        });
      });
    },
    [token],
  );

  const addFiles = useCallback(
    (picked: FileList | readonly File[]) => {
      const list = Array.from(picked);
      const { accepted, errors } = selectFiles(list, items.length, { maxFiles, maxBytes, accept });
      setSelectionErrors(errors);
      if (accepted.length === 0) return;
      const added = accepted.map((source): UploadItem => ({
        key: createKey(),
        status: 'uploading',
        name: source.name,
        progress: 0,
        source,
      }));
      setItems((current) => [...current, ...added]);
      for (const item of added) if (item.status === 'uploading') start(item.key, item.source);
    },
    [items.length, maxFiles, maxBytes, accept, start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (item?.status !== 'failed') return;
      setItems((current) =>
        current.map((entry) =>
          entry.key === key
            ? { key, status: 'uploading', name: item.name, progress: 0, source: item.source }
            : entry,
        ),
      );
      start(key, item.source);
    },
    [items, start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const move = useCallback((key: string, direction: MoveDirection) => {
    setItems((current) => moveItem(current, key, direction));
  }, []);

  return {
    items,
    files,
    isUploading: isAnyUploading(items),
    selectionErrors,
    limits: { maxFiles, maxBytes, accept },
    addFiles,
    retry,
    remove,
    move,
  };
}
