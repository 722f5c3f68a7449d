import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// I/O failures as path-named sentences (issue 42): never Foundation's raw
/// `NSCocoaErrorDomain Code=…` or "error 513". Each reason is the POSIX one (`strerror`), worded
/// for the common cases, and commands check their output paths with `writableFolder` before any
/// long work starts.
public enum IOFailure {
  /// The POSIX reason for `code`, in words.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file or folder"
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the file system is read-only"
    case ELOOP: return "too many levels of symbolic links (a symlink loop)"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is exhausted"
    case ENOTDIR: return "a part of the path is a file, not a folder"
    case EISDIR: return "it is a folder"
    case ENAMETOOLONG: return "the name is too long"
    default: return String(cString: strerror(code)).lowercased()
    }
  }

  /// Why `path` cannot be read (nil: it can be opened).
  public static func readProblem(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor < 0 else {
      close(descriptor)
      return nil
    }
    return reason(errno)
  }

  /// A sentence for `error` (a Foundation or POSIX error, or any other) about `path`.
  public static func describe(_ error: Error, path: String, doing what: String) -> String {
    "cannot \(what) \(path): \(reason(of: error))"
  }

  /// The POSIX reason inside a Foundation error, in words.
  public static func reason(of error: Error) -> String {
    let nsError = error as NSError
    var code: Int32?
    if nsError.domain == NSPOSIXErrorDomain { code = Int32(nsError.code) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      code = Int32(underlying.code)
    }
    if code == nil, nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue: code = ENOENT
      case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: code = EACCES
      case CocoaError.fileWriteVolumeReadOnly.rawValue: code = EROFS
      case CocoaError.fileWriteOutOfSpace.rawValue: code = ENOSPC
      default: break
      }
    }
    return code.map(reason) ?? "it failed"
  }

  /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it ("a/b/c" → "a/b",
  /// "/a" → "/", "c" → ""), written out: Foundation's on Linux traps on a one-character relative
  /// path (`specc compile spec.yaml --output o` crashed).
  public static func parentFolder(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    guard let slash = text.lastIndex(of: "/") else { return "" }
    var parent = text[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return parent.isEmpty ? "/" : String(parent)
  }

  /// Why files cannot be written in `folder` (created if missing, so the nearest existing
  /// ancestor must be a writable folder); nil when they can. Checked before long work starts.
  public static func writableFolder(_ folder: String) -> String? {
    var path = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    while !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      let parent = parentFolder(of: path)
      if parent == path || parent.isEmpty {
        path = parent.isEmpty ? "." : parent
        break
      }
      path = parent
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      return "cannot write to \(folder): \(path) is a file, not a folder"
    }
    if access(path, W_OK | X_OK) != 0 {
      let code = errno
      return "cannot write to \(folder): \(path == folder ? "" : "\(path): ")\(reason(code))"
    }
    return nil
  }

  /// Why the file `path` cannot be written (its folder must exist and be writable); nil when it
  /// can.
  public static func writableFile(_ path: String) -> String? {
    let folder = parentFolder(of: path)
    let listed = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: listed, isDirectory: &isDirectory) else {
      return "cannot write \(path): the folder \(listed) does not exist"
    }
    guard isDirectory.boolValue else { return "cannot write \(path): \(listed) is a file, not a folder" }
    if access(listed, W_OK | X_OK) != 0 {
      let code = errno
      return "cannot write \(path): \(listed): \(reason(code))"
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "cannot write \(path): it is a folder"
    }
    return nil
  }
}
