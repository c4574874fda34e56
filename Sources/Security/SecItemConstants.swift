// SPDX-License-Identifier: Apache-2.0

import Foundation

// The keys and values of keychain dictionaries, with Apple's names and raw values (so a dictionary printed or
// stored by Touchstone reads as one from iOS: `acct`, `svce`, `v_Data`…). Each is a `CFString`, which is
// `NSString` here: `kSecClass as String` and `kSecClassGenericPassword` as a dictionary value work as on iOS.

// MARK: - Item classes

/// The key whose value is an item's class (one of the `kSecClass…` values). Required in every keychain call.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password: identified by account and service.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An internet password: identified by account, server, protocol, port, path, security domain and authentication
/// type.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A certificate. Touchstone stores none: adding one returns `errSecUnimplemented`, searching finds nothing.
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key. Touchstone stores none: adding one returns `errSecUnimplemented`, searching finds nothing.
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
/// An identity (a certificate and its private key). Touchstone stores none, as for keys.
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

// MARK: - Attributes

/// The account name (a string). Part of a password's identity.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The service a generic password belongs to (a string). Part of its identity.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// The server's domain name or IP address of an internet password (a string). Part of its identity.
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// The protocol of an internet password (one of the `kSecAttrProtocol…` values). Part of its identity.
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an internet password (a number). Part of its identity.
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// The path of an internet password, usually a URL's path (a string). Part of its identity.
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// The security domain of an internet password, such as an HTTP realm (a string). Part of its identity.
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The authentication scheme of an internet password (one of the `kSecAttrAuthenticationType…` values). Part of
/// its identity.
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// A person-readable label (a string).
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// A person-readable description of the item's kind (a string).
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// A person-editable comment (a string).
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// App-defined data stored with a generic password (a `Data`).
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// The item's creator code (a number).
nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
/// The item's type code (a number).
nonisolated(unsafe) public let kSecAttrType: CFString = "type"
/// Whether the item is hidden from keychain browsers (a Boolean).
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item's password is deliberately missing (a Boolean).
nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"
/// When the app may read the item (one of the `kSecAttrAccessible…` values); `kSecAttrAccessibleWhenUnlocked`
/// when not given. Touchstone's device is always unlocked, so every value allows access.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// The access group the item belongs to (a string). Defaults to the app's own group (its bundle identifier); items
/// are never shared between apps.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item syncs through iCloud (a Boolean; `kSecAttrSynchronizableAny` in a search matches both).
/// Part of the item's identity; nothing leaves the device.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// In a search, matches synchronizable and non-synchronizable items alike.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item was added (a `Date`; read only).
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (a `Date`; read only).
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"

// MARK: - Accessibility values

/// Readable while the device is unlocked (the default).
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock following a restart.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated by Apple in iOS 12).
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, only when a passcode is set, never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked, never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable, never migrated to another device (deprecated by Apple in iOS 12).
nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: - Protocol values

/// FTP.
nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
/// FTP through a proxy.
nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
/// HTTP.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
/// IRC.
nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "
/// NNTP.
nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"
/// POP3.
nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"
/// SMTP.
nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"
/// SOCKS.
nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "
/// IMAP.
nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"
/// LDAP.
nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"
/// AppleTalk.
nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"
/// AFP.
nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "
/// Telnet.
nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"
/// SSH.
nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
/// FTP over TLS.
nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"
/// HTTPS.
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
/// An HTTP proxy.
nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
/// An HTTPS proxy.
nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
/// An FTP proxy.
nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
/// SMB.
nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "
/// RTSP.
nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"
/// An RTSP proxy.
nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
/// DAAP.
nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"
/// Remote Apple Events.
nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"
/// IPP.
nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "
/// NNTP over TLS.
nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"
/// LDAP over TLS.
nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"
/// Telnet over TLS.
nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"
/// IMAP over TLS.
nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"
/// IRC over TLS.
nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"
/// POP3 over TLS.
nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"

// MARK: - Authentication type values

/// NTLM.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
/// Microsoft Network default.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
/// Distributed Password Authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
/// Remote Password Authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
/// HTTP Basic.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
/// HTTP Digest.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
/// An HTML form.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
/// The default scheme.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

// MARK: - Values

/// The item's secret (a `Data`): a password's bytes.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// A reference to a key, certificate or identity object. Touchstone stores none of those, so this key is refused
/// (`errSecParam`) when adding a password.
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to an item (a `Data` that stays valid across launches), as `kSecReturnPersistentRef`
/// returns it. In a search or deletion it names that one item.
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

// MARK: - Return types

/// Return the item's secret as `Data` (`kCFBooleanTrue` or `true`).
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// Return the item's attributes as a dictionary keyed by the `kSecAttr…` strings.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference to the item. Passwords have no reference object, so nothing is returned for them.
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference to the item (a `Data`).
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

// MARK: - Search

/// How many items a search returns: `kSecMatchLimitOne` (the default), `kSecMatchLimitAll` or a positive number.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first match only.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every match, as an array.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether string attributes match regardless of case (a Boolean).
nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

// MARK: - Other options

/// Use the data protection keychain (the only keychain iOS has; accepted and ignored).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Whether the system may ask the user to authenticate (accepted and ignored: nothing asks).
nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// Allow authentication UI.
nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
/// Fail instead of showing authentication UI.
nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
/// Skip items that would need authentication UI.
nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
/// The prompt shown when authenticating (accepted and ignored).
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
