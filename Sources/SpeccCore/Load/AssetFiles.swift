import Foundation

/// Files a spec names beside itself (attachments), read only for their size.
enum AssetFiles {
  /// The path of `name` in the folder of the spec at `specPath`.
  static func path(of name: String, besideSpecAt specPath: String) -> String {
    let folder = IOFailure.parentFolder(of: specPath)
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }

  /// The size in bytes of the regular file at `path`; nil when there is none.
  static func size(at path: String) -> Int? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber
    else { return nil }
    return size.intValue
  }
}
