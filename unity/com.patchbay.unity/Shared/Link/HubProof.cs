using System;
using System.Globalization;
using System.Security.Cryptography;
using System.Text;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// How the link knows a listener is the hub that wrote hub.json before it sends the token (docs/protocol.md §2).
    /// A hub that died without cleanup leaves hub.json naming its port, and any process may take that port next, so
    /// the listener must answer a fresh challenge with a proof only the token can make:
    /// <code>
    ///   Patchbay-Proof = hex(HMAC-SHA-256(key = token, "patchbay-hub-proof/1 " + port + " " + challenge))
    /// </code>
    /// The port is the one dialled, so a real hub elsewhere cannot answer for a listener that relays to it. Pure: the
    /// exchange itself is <see cref="HubChallenge"/>; the same rules as the hub's hub_proof.cpp.
    /// </summary>
    public static class HubProof
    {
        public const string ChallengeHeader = "Patchbay-Challenge";
        public const string ProofHeader = "Patchbay-Proof";
        public const string Label = "patchbay-hub-proof/1";

        private const int ChallengeBytes = 32;
        private const int MinChallengeDigits = 32;
        private const int MaxChallengeDigits = 128;

        /// <summary>A fresh challenge: 64 lowercase hex digits from the OS's secure random source.</summary>
        public static string NewChallenge()
        {
            var bytes = new byte[ChallengeBytes];
            using (var random = RandomNumberGenerator.Create())
            {
                random.GetBytes(bytes);
            }

            return ToHex(bytes);
        }

        /// <summary>
        /// The proof a hub holding <paramref name="token"/> on <paramref name="port"/> gives for
        /// <paramref name="challenge"/> (lowercase hex); null when the challenge is not 32 to 128 hex digits (a hub
        /// answers such a challenge without a proof).
        /// </summary>
        public static string Compute(string token, int port, string challenge)
        {
            if (token == null || !IsChallenge(challenge))
            {
                return null;
            }

            var message = Label + " " + port.ToString(CultureInfo.InvariantCulture) + " " + challenge;
            using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(token)))
            {
                return ToHex(hmac.ComputeHash(Encoding.UTF8.GetBytes(message)));
            }
        }

        /// <summary>Whether <paramref name="given"/> is the proof for <paramref name="challenge"/>, compared in constant time.</summary>
        public static bool IsValid(string token, int port, string challenge, string given)
        {
            var want = Compute(token, port, challenge);
            return want != null && given != null && FixedTimeEquals(want, given);
        }

        /// <summary>
        /// Ordinal equality whose time does not depend on where the strings differ (only on their length, which is no
        /// secret here: a proof is always 64 digits), so a listener cannot learn the proof a digit at a time.
        /// </summary>
        public static bool FixedTimeEquals(string a, string b)
        {
            if (a == null || b == null || a.Length != b.Length)
            {
                return false;
            }

            var diff = 0;
            for (var i = 0; i < a.Length; i++)
            {
                diff |= a[i] ^ b[i];
            }

            return diff == 0;
        }

        private static bool IsChallenge(string challenge)
        {
            if (challenge == null || challenge.Length < MinChallengeDigits || challenge.Length > MaxChallengeDigits)
            {
                return false;
            }

            foreach (var c in challenge)
            {
                if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
                {
                    return false;
                }
            }

            return true;
        }

        private static string ToHex(byte[] bytes)
        {
            var hex = new StringBuilder(bytes.Length * 2);
            foreach (var b in bytes)
            {
                hex.Append(b.ToString("x2", CultureInfo.InvariantCulture));
            }

            return hex.ToString();
        }
    }
}
