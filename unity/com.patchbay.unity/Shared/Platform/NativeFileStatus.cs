using System;
using System.IO;
using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Patchbay.Shared.Platform
{
    /// <summary>
    /// How many names (hard links) a file has, and whether it is a regular file, without following a
    /// symbolic link. .NET Framework (Unity's profile) has no API for either, and Mono.Posix is not
    /// referenced by Unity's editor assemblies, so this asks the OS directly:
    /// <list type="bullet">
    /// <item>Windows: CreateFileW (no access rights, so a file open elsewhere is still readable; the reparse
    /// point itself, not its target) and GetFileInformationByHandle, whose BY_HANDLE_FILE_INFORMATION holds
    /// nNumberOfLinks at byte 40 and dwFileAttributes at 0.</item>
    /// <item>macOS (x86_64 and arm64): lstat with the 64-bit-inode struct stat ("lstat$INODE64" on x86_64,
    /// the only "lstat" on arm64): st_mode (16 bits) at byte 4, st_nlink (16 bits) at byte 6.</item>
    /// <item>Linux: lstat (glibc 2.33+) or __lxstat (older glibc, where lstat was only an inline wrapper);
    /// x86_64: st_nlink (64 bits) at 16, st_mode at 24; aarch64 (the generic layout): st_mode at 16,
    /// st_nlink (32 bits) at 20.</item>
    /// </list>
    /// The OS and CPU come from uname (sysname at byte 0; machine is the fifth field: 65-byte fields on
    /// Linux, 256-byte on macOS). Anything else answers "unknown", and the guard then refuses to overwrite.
    /// </summary>
    internal static class NativeFileStatus
    {
        private const int BufferBytes = 4096;
        private const int ModeTypeMask = 0xF000;
        private const int ModeRegular = 0x8000;

        /// <summary>Tests: take glibc's __lxstat even where lstat exists, to run the path older glibc takes.</summary>
        internal static bool PreferLegacyLinuxStat = false;

        private static readonly object s_lock = new object();
        private static string s_system;
        private static string s_machine;

        /// <summary>
        /// Reads <paramref name="path"/> (an existing file or folder). False, with <paramref name="error"/>,
        /// when the OS cannot tell or this OS/CPU is not one of those above.
        /// </summary>
        public static bool TryRead(string path, out long linkCount, out bool isRegularFile, out string error)
        {
            linkCount = 0;
            isRegularFile = false;
            error = null;
            try
            {
                return Path.DirectorySeparatorChar == '\\'
                    ? TryReadWindows(path, out linkCount, out isRegularFile, out error)
                    : TryReadPosix(path, out linkCount, out isRegularFile, out error);
            }
            catch (Exception e)
            {
                // DllNotFoundException, EntryPointNotFoundException: an OS this does not know.
                error = e.GetType().Name + ": " + e.Message;
                return false;
            }
        }

        private static bool TryReadWindows(string path, out long linkCount, out bool isRegularFile, out string error)
        {
            linkCount = 0;
            isRegularFile = false;
            error = null;
            const uint shareAll = 0x7; // FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE
            const uint openExisting = 3;
            const uint backupSemantics = 0x02000000; // needed to open a folder
            const uint openReparsePoint = 0x00200000; // the link itself, not where it points
            var name = path.Length >= 248 && !path.StartsWith("\\\\", StringComparison.Ordinal) ? "\\\\?\\" + path : path;
            var buffer = Marshal.AllocHGlobal(64);
            try
            {
                using (var handle = CreateFileW(name, 0, shareAll, IntPtr.Zero, openExisting, backupSemantics | openReparsePoint, IntPtr.Zero))
                {
                    if (handle.IsInvalid || !GetFileInformationByHandle(handle, buffer))
                    {
                        error = "Windows error " + Marshal.GetLastWin32Error();
                        return false;
                    }

                    const int directory = 0x10;
                    const int reparsePoint = 0x400;
                    var attributes = Marshal.ReadInt32(buffer, 0);
                    isRegularFile = (attributes & (directory | reparsePoint)) == 0;
                    linkCount = (uint)Marshal.ReadInt32(buffer, 40);
                    return true;
                }
            }
            finally
            {
                Marshal.FreeHGlobal(buffer);
            }
        }

        private static bool TryReadPosix(string path, out long linkCount, out bool isRegularFile, out string error)
        {
            isRegularFile = false;
            int mode;
            uint owner;
            if (!TryLstat(path, out mode, out linkCount, out owner, out error))
            {
                return false;
            }

            isRegularFile = (mode & ModeTypeMask) == ModeRegular;
            return true;
        }

        /// <summary>
        /// The owner of <paramref name="path"/> (lstat: a link's own owner) and this process's effective user, with the
        /// file's mode bits. False on Windows (whose per-user profile folders are guarded by their ACL, not asked here)
        /// and where the OS cannot tell, with <paramref name="error"/>.
        /// </summary>
        public static bool TryReadOwner(string path, out uint ownerUid, out uint myUid, out int mode, out string error)
        {
            ownerUid = 0;
            myUid = 0;
            mode = 0;
            error = null;
            if (Path.DirectorySeparatorChar == '\\')
            {
                error = "owners are not asked on Windows";
                return false;
            }

            try
            {
                long links;
                if (!TryLstat(path, out mode, out links, out ownerUid, out error))
                {
                    return false;
                }

                myUid = Geteuid();
                return true;
            }
            catch (Exception e)
            {
                error = e.GetType().Name + ": " + e.Message;
                return false;
            }
        }

        /// <summary>This process's effective user id on a POSIX OS.</summary>
        public static uint EffectiveUserId()
        {
            return Geteuid();
        }

        // struct stat, read at the offsets of each ABI: st_mode, st_nlink and st_uid.
        // Linux x86_64: st_nlink (64 bits) at 16, st_mode at 24, st_uid at 28. aarch64 (the generic layout): st_mode at
        // 16, st_nlink (32 bits) at 20, st_uid at 24. macOS (64-bit inode struct stat): st_mode (16 bits) at 4, st_nlink
        // (16 bits) at 6, st_uid at 16.
        private static bool TryLstat(string path, out int mode, out long linkCount, out uint owner, out string error)
        {
            mode = 0;
            linkCount = 0;
            owner = 0;
            error = null;
            string system;
            string machine;
            Identify(out system, out machine);
            var buffer = Marshal.AllocHGlobal(BufferBytes);
            try
            {
                int result;
                if (system == "Darwin")
                {
                    result = machine == "x86_64" ? DarwinLstatInode64(path, buffer) : DarwinLstat(path, buffer);
                    mode = (ushort)Marshal.ReadInt16(buffer, 4);
                    linkCount = (ushort)Marshal.ReadInt16(buffer, 6);
                    owner = (uint)Marshal.ReadInt32(buffer, 16);
                }
                else if (system == "Linux" && (machine == "x86_64" || machine == "aarch64"))
                {
                    result = LinuxLstat(path, buffer, machine == "x86_64" ? 1 : 0);
                    var x64 = machine == "x86_64";
                    mode = Marshal.ReadInt32(buffer, x64 ? 24 : 16);
                    linkCount = x64 ? Marshal.ReadInt64(buffer, 16) : (uint)Marshal.ReadInt32(buffer, 20);
                    owner = (uint)Marshal.ReadInt32(buffer, x64 ? 28 : 24);
                }
                else
                {
                    error = "this OS (" + system + " " + machine + ") is not one Patchbay knows how to ask";
                    return false;
                }

                if (result != 0)
                {
                    error = "lstat failed, errno " + Marshal.GetLastWin32Error();
                    return false;
                }

                return true;
            }
            finally
            {
                Marshal.FreeHGlobal(buffer);
            }
        }

        private static int LinuxLstat(string path, IntPtr buffer, int statVersion)
        {
            if (!PreferLegacyLinuxStat)
            {
                try
                {
                    return Lstat(path, buffer);
                }
                catch (EntryPointNotFoundException)
                {
                }
            }

            // glibc before 2.33 exports only __lxstat (_STAT_VER: 1 on x86_64, 0 on aarch64).
            return Lxstat(statVersion, path, buffer);
        }

        private static void Identify(out string system, out string machine)
        {
            lock (s_lock)
            {
                if (s_system == null)
                {
                    var buffer = Marshal.AllocHGlobal(BufferBytes);
                    try
                    {
                        if (Uname(buffer) != 0)
                        {
                            s_system = "unknown";
                            s_machine = "unknown";
                        }
                        else
                        {
                            s_system = Marshal.PtrToStringAnsi(buffer);
                            s_machine = Marshal.PtrToStringAnsi(buffer + (s_system == "Darwin" ? 4 * 256 : 4 * 65));
                        }
                    }
                    finally
                    {
                        Marshal.FreeHGlobal(buffer);
                    }
                }

                system = s_system;
                machine = s_machine;
            }
        }

        [DllImport("kernel32.dll", CharSet = CharSet.Unicode, SetLastError = true)]
        private static extern SafeFileHandle CreateFileW(string fileName, uint desiredAccess, uint shareMode, IntPtr securityAttributes,
            uint creationDisposition, uint flagsAndAttributes, IntPtr templateFile);

        [DllImport("kernel32.dll", SetLastError = true)]
        [return: MarshalAs(UnmanagedType.Bool)]
        private static extern bool GetFileInformationByHandle(SafeFileHandle file, IntPtr information);

        [DllImport("libc", EntryPoint = "geteuid")]
        private static extern uint Geteuid();

        [DllImport("libc", EntryPoint = "uname")]
        private static extern int Uname(IntPtr buffer);

        [DllImport("libc", EntryPoint = "lstat", SetLastError = true)]
        private static extern int Lstat(string path, IntPtr buffer);

        [DllImport("libc", EntryPoint = "__lxstat", SetLastError = true)]
        private static extern int Lxstat(int version, string path, IntPtr buffer);

        [DllImport("libc", EntryPoint = "lstat$INODE64", SetLastError = true)]
        private static extern int DarwinLstatInode64(string path, IntPtr buffer);

        [DllImport("libc", EntryPoint = "lstat", SetLastError = true)]
        private static extern int DarwinLstat(string path, IntPtr buffer);
    }
}
