using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Patchbay.Shared.Security
{
    /// <summary>
    /// What a name Patchbay writes may contain. A file or folder name must be one that every OS Unity runs on
    /// stores as given and that a file browser, Unity's Project window or a terminal shows as it is: Windows
    /// refuses some characters and device names and silently drops trailing dots and spaces (so the file
    /// would get another name), and control, bidirectional and invisible characters make a name look like
    /// another one ("evil\u202Egnp.cs" shows as "evilsc.png"). A game object name is shown in the Hierarchy
    /// and written into scene and prefab files, so it follows the display rules. Each error names the
    /// character by its code point and the rule, so the agent can fix the name.
    /// Pure: no Unity API, no file system.
    /// </summary>
    public static class NameRules
    {
        /// <summary>Most file systems (ext4, APFS, NTFS) allow 255 per name; Unity writes "name.meta" beside it.</summary>
        public const int MaxFileNameBytes = 250;

        private const string WindowsForbidden = "<>:\"/\\|?*";

        // Windows reserves these device names with any extension ("NUL.txt" is the null device), in any case
        // (learn.microsoft.com, "Naming Files, Paths, and Namespaces").
        private static readonly HashSet<string> ReservedDeviceNames = new HashSet<string>(StringComparer.OrdinalIgnoreCase)
        {
            "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
            "COM0", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9", "COM\u00B9", "COM\u00B2", "COM\u00B3",
            "LPT0", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9", "LPT\u00B9", "LPT\u00B2", "LPT\u00B3",
        };

        // The Unicode Bidi_Control characters: each changes the order in which the text around it is shown.
        private static readonly Dictionary<int, string> BidiControls = new Dictionary<int, string>
        {
            { 0x061C, "ARABIC LETTER MARK" },
            { 0x200E, "LEFT-TO-RIGHT MARK" },
            { 0x200F, "RIGHT-TO-LEFT MARK" },
            { 0x202A, "LEFT-TO-RIGHT EMBEDDING" },
            { 0x202B, "RIGHT-TO-LEFT EMBEDDING" },
            { 0x202C, "POP DIRECTIONAL FORMATTING" },
            { 0x202D, "LEFT-TO-RIGHT OVERRIDE" },
            { 0x202E, "RIGHT-TO-LEFT OVERRIDE" },
            { 0x2066, "LEFT-TO-RIGHT ISOLATE" },
            { 0x2067, "RIGHT-TO-LEFT ISOLATE" },
            { 0x2068, "FIRST STRONG ISOLATE" },
            { 0x2069, "POP DIRECTIONAL ISOLATE" },
        };

        // Characters a terminal shows as nothing (or as a line break), so two different names look alike.
        private static readonly Dictionary<int, string> Invisible = new Dictionary<int, string>
        {
            { 0x00AD, "SOFT HYPHEN" },
            { 0x200B, "ZERO WIDTH SPACE" },
            { 0x2028, "LINE SEPARATOR" },
            { 0x2029, "PARAGRAPH SEPARATOR" },
            { 0x2060, "WORD JOINER" },
            { 0xFEFF, "ZERO WIDTH NO-BREAK SPACE" },
        };

        /// <summary>Null when <paramref name="name"/> (one path segment) may be a file or folder name; else why not.</summary>
        public static string FileNameError(string name)
        {
            var display = DisplayError(name, "a file name");
            if (display != null)
            {
                return display;
            }

            for (var i = 0; i < name.Length; i++)
            {
                if (WindowsForbidden.IndexOf(name[i]) >= 0)
                {
                    return Describe(name[i]) + " is not allowed in a file name on Windows (none of " + WindowsForbidden + " is); choose a name without it.";
                }
            }

            if (name.EndsWith(".", StringComparison.Ordinal) || name.EndsWith(" ", StringComparison.Ordinal))
            {
                return "it ends with " + (name.EndsWith(".", StringComparison.Ordinal) ? "a dot" : "a space")
                    + ", which Windows drops without a word (the file would get another name); remove it.";
            }

            if (name.StartsWith(" ", StringComparison.Ordinal))
            {
                return "it starts with a space, which makes it look like the name without one; remove it.";
            }

            var dot = name.IndexOf('.');
            var stem = (dot < 0 ? name : name.Substring(0, dot)).TrimEnd(' ');
            if (ReservedDeviceNames.Contains(stem))
            {
                return "'" + stem + "' is a device name Windows reserves (with any extension: CON, PRN, AUX, NUL, COM0-9, LPT0-9); choose another name.";
            }

            var bytes = Encoding.UTF8.GetByteCount(name);
            if (bytes > MaxFileNameBytes)
            {
                return "it is " + bytes + " bytes long in UTF-8; a name may have at most " + MaxFileNameBytes
                    + " (255, the limit of most file systems, less the \".meta\" Unity writes beside it).";
            }

            return null;
        }

        /// <summary>
        /// Null when <paramref name="name"/> shows as what it is: no control, bidirectional or invisible
        /// character and no half of a surrogate pair. <paramref name="what"/> names it in the error ("a game object name").
        /// </summary>
        public static string DisplayError(string name, string what)
        {
            for (var i = 0; i < name.Length; i++)
            {
                var c = name[i];
                if (char.IsHighSurrogate(c) && i + 1 < name.Length && char.IsLowSurrogate(name[i + 1]))
                {
                    i++;
                    continue;
                }

                if (char.IsSurrogate(c))
                {
                    return CodePoint(c) + " is half of a UTF-16 surrogate pair, not a character; " + what + " must be valid Unicode.";
                }

                string title;
                if (BidiControls.TryGetValue(c, out title))
                {
                    return CodePoint(c) + " (" + title + ") is a bidirectional control character: it makes text show in another order than it has "
                        + "(\"evil\\u202Egnp.cs\" shows as \"evilsc.png\"), so " + what + " may not contain it.";
                }

                if (Invisible.TryGetValue(c, out title))
                {
                    return CodePoint(c) + " (" + title + ") shows as nothing or as a line break, so " + what + " with it looks like another; remove it.";
                }

                if (c < 0x20 || (c >= 0x7F && c < 0xA0))
                {
                    return CodePoint(c) + " is a control character, which a terminal or file browser cannot show; " + what + " may not contain it.";
                }
            }

            return null;
        }

        /// <summary>"U+202E" for a character.</summary>
        public static string CodePoint(char c)
        {
            return "U+" + ((int)c).ToString("X4", CultureInfo.InvariantCulture);
        }

        /// <summary><paramref name="text"/> with every character a rule above refuses written as \uXXXX, safe to show.</summary>
        public static string Escape(string text)
        {
            if (text == null)
            {
                return string.Empty;
            }

            var builder = new StringBuilder(text.Length);
            for (var i = 0; i < text.Length; i++)
            {
                var c = text[i];
                var pair = char.IsHighSurrogate(c) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]);
                if (!pair && (char.IsSurrogate(c) || c < 0x20 || (c >= 0x7F && c < 0xA0) || BidiControls.ContainsKey(c) || Invisible.ContainsKey(c)))
                {
                    builder.Append("\\u").Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
                    continue;
                }

                builder.Append(c);
                if (pair)
                {
                    builder.Append(text[++i]);
                }
            }

            return builder.ToString();
        }

        private static string Describe(char c)
        {
            return CodePoint(c) + " '" + c + "'";
        }
    }
}
