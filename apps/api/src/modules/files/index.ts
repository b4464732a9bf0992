/**
 * What other modules may use from files. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { findFileById, selectAttachableFiles, selectLiveFilesByIds } from './files.repository';
export {
  findPublicFileOrNull,
  storeBundledImage,
  toFileView,
  type FileDependencies,
  type FileView,
} from './files.service';
