using System;

namespace UnityEngine
{
    // UnityEngine.SystemInfo (UnityCsReference 2021.3.0f1 and 6000.5.2f1 Runtime/Export/SystemInfo/SystemInfo.bindings.cs,
    // `public sealed partial class SystemInfo`): the machine's facts. The stand-in has the operating system only, in
    // Unity's shape ("Linux 6.1 Debian 12 64bit"; Unity names the distribution, the stand-in the kernel it runs on).
    public sealed class SystemInfo
    {
        public static string operatingSystem
        {
            get
            {
                var os = Environment.OSVersion;
                var name = os.Platform == PlatformID.Unix ? "Linux" : os.Platform == PlatformID.MacOSX ? "Mac OS X" : "Windows";
                return name + " " + os.Version.Major + "." + os.Version.Minor + (Environment.Is64BitOperatingSystem ? " 64bit" : "");
            }
        }
    }
}
