using System;
using System.Collections.Generic;
using System.IO;

namespace Patchbay.Shared.Platform
{
    /// <summary>
    /// "Loopback means this OS user" (docs/security.md "Someone else poses as the hub"): the package trusts hub.json,
    /// its state directory and the listener on the port hub.json names only when they are this user's. On a shared
    /// machine another user can plant a state directory or a hub.json, or take the port of a hub killed without
    /// cleanup. The hub's challenge already keeps the token from such a listener (HubChallenge); these checks keep
    /// the package from even dialling it, and say why. The same rules and words as the hub's
    /// <c>platform::foreign_owner_problem</c> and <c>listener_is_this_user</c>.
    /// Windows is not asked: the state directory is in the user's profile, guarded by its ACL.
    /// </summary>
    public static class LocalOwner
    {
        /// <summary>Tests replace how a path's owner is read: (path) → (owner uid, mode), or null when unknown.</summary>
        internal static Func<string, Tuple<uint, int>> ReadOwnerOverride;

        /// <summary>Tests replace this process's user id.</summary>
        internal static uint? UserOverride;

        /// <summary>Tests replace where the listening sockets are read (Linux's /proc/net/tcp and tcp6).</summary>
        internal static Func<IEnumerable<string>> SocketTablesOverride;

        private const int GroupOrOtherWritable = 0x12; // S_IWGRP | S_IWOTH

        /// <summary>
        /// Null when <paramref name="path"/> is this user's (or does not exist, or the OS is not asked); otherwise why
        /// Patchbay does not use it.
        /// </summary>
        public static string ForeignOwnerProblem(string path, bool isDirectory)
        {
            if (!File.Exists(path) && !Directory.Exists(path))
            {
                return null;
            }

            uint owner, me;
            int mode;
            if (!TryOwner(path, out owner, out mode, out me))
            {
                return null;
            }

            if (owner != me)
            {
                return path + " belongs to another user (uid " + owner + "), not to you (uid " + me
                    + "): Patchbay does not use it. Remove it, or choose your own state directory with PATCHBAY_STATE_DIR.";
            }

            if (!isDirectory && (mode & GroupOrOtherWritable) != 0)
            {
                return path + " is writable by other users: Patchbay does not trust it. Remove it (the hub writes it anew, mode 0600).";
            }

            return null;
        }

        /// <summary>
        /// Null when the process listening on loopback <paramref name="port"/> is this user's, or when this OS does not
        /// say (the hub's proof still guards the token); otherwise why nothing may be sent to it.
        /// </summary>
        public static string ForeignListenerProblem(int port)
        {
            uint me;
            if (!TryUser(out me))
            {
                return null;
            }

            var owners = ListenerOwners(ReadSocketTables(), port);
            if (owners.Count == 0 || owners.Contains(me))
            {
                return null;
            }

            var uids = string.Join(", ", owners);
            return "The process listening on port " + port + " belongs to another user (uid " + uids + "), not to you (uid " + me
                + "): it is not your Patchbay hub, so nothing was sent to it.";
        }

        /// <summary>
        /// The owners of the sockets listening on <paramref name="port"/> at a loopback or any-address, read from the
        /// text of Linux's /proc/net/tcp and /proc/net/tcp6 (proc(5): "sl local_address rem_address st … uid timeout
        /// inode", addresses as hex words in the kernel's byte order, the port in hex, state 0A for LISTEN).
        /// </summary>
        internal static List<uint> ListenerOwners(IEnumerable<string> tables, int port)
        {
            var owners = new List<uint>();
            var portHex = ":" + port.ToString("X4");
            foreach (var table in tables)
            {
                if (table == null)
                {
                    continue;
                }

                foreach (var raw in table.Split('\n'))
                {
                    var fields = raw.Split(new[] { ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries);
                    if (fields.Length < 8 || !fields[0].EndsWith(":", StringComparison.Ordinal) || fields[3] != "0A")
                    {
                        continue;
                    }

                    var local = fields[1];
                    if (!local.EndsWith(portHex, StringComparison.OrdinalIgnoreCase) || !IsLoopbackOrAny(local.Substring(0, local.Length - portHex.Length)))
                    {
                        continue;
                    }

                    uint uid;
                    if (uint.TryParse(fields[7], out uid) && !owners.Contains(uid))
                    {
                        owners.Add(uid);
                    }
                }
            }

            return owners;
        }

        // 127.0.0.0/8 in either byte order (the first or last byte 7F), ::1, ::ffff:127.x, or the any-address.
        private static bool IsLoopbackOrAny(string hex)
        {
            if (hex.Trim('0').Length == 0)
            {
                return true;
            }

            if (hex.Length == 8)
            {
                return hex.StartsWith("7F", StringComparison.OrdinalIgnoreCase) || hex.EndsWith("7F", StringComparison.OrdinalIgnoreCase);
            }

            if (hex.Length == 32)
            {
                // ::1 as four 32-bit words, each in the kernel's order: the last word 01000000 (little-endian) or 00000001.
                var head = hex.Substring(0, 24);
                var last = hex.Substring(24);
                if (head.Trim('0').Length == 0 && (last == "01000000" || last == "00000001"))
                {
                    return true;
                }

                // ::ffff:a.b.c.d
                if (head.Substring(0, 16).Trim('0').Length == 0 && (head.Substring(16).Equals("FFFF0000", StringComparison.OrdinalIgnoreCase)
                    || head.Substring(16).Equals("0000FFFF", StringComparison.OrdinalIgnoreCase)))
                {
                    return IsLoopbackOrAny(last);
                }
            }

            return false;
        }

        private static IEnumerable<string> ReadSocketTables()
        {
            if (SocketTablesOverride != null)
            {
                return SocketTablesOverride();
            }

            var tables = new List<string>();
            foreach (var file in new[] { "/proc/net/tcp", "/proc/net/tcp6" })
            {
                try
                {
                    if (File.Exists(file))
                    {
                        tables.Add(File.ReadAllText(file));
                    }
                }
                catch (IOException)
                {
                }
                catch (UnauthorizedAccessException)
                {
                }
            }

            return tables;
        }

        private static bool TryOwner(string path, out uint owner, out int mode, out uint me)
        {
            owner = 0;
            mode = 0;
            if (!TryUser(out me))
            {
                return false;
            }

            if (ReadOwnerOverride != null)
            {
                var read = ReadOwnerOverride(path);
                if (read == null)
                {
                    return false;
                }

                owner = read.Item1;
                mode = read.Item2;
                return true;
            }

            uint ignored;
            string error;
            return NativeFileStatus.TryReadOwner(path, out owner, out ignored, out mode, out error);
        }

        private static bool TryUser(out uint me)
        {
            me = 0;
            if (UserOverride.HasValue)
            {
                me = UserOverride.Value;
                return true;
            }

            if (Path.DirectorySeparatorChar == '\\')
            {
                return false;
            }

            try
            {
                me = NativeFileStatus.EffectiveUserId();
                return true;
            }
            catch (Exception)
            {
                // DllNotFoundException, EntryPointNotFoundException: an OS this does not know.
                return false;
            }
        }
    }
}
