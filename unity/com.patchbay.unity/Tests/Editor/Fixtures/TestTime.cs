using System;
using System.Globalization;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// PATCHBAY_TEST_TIME_SCALE (default 1) multiplies the time limits of the tests, as in the Node suites
    /// (tests/lib/time.mjs): slow or loaded machines raise it; a test never fails only because the machine is slow.
    /// </summary>
    public static class TestTime
    {
        public static readonly double Scale = Read();

        public static TimeSpan Seconds(double seconds)
        {
            return TimeSpan.FromSeconds(seconds * Scale);
        }

        private static double Read()
        {
            double value;
            var text = Environment.GetEnvironmentVariable("PATCHBAY_TEST_TIME_SCALE");
            return double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out value) && value >= 1 ? value : 1;
        }
    }
}
