using NUnit.Framework;
using UnityEngine;

namespace SampleProject.Tests
{
    public class MathTests
    {
        [Test]
        public void EulerRoundTrips()
        {
            var q = Quaternion.Euler(10f, 20f, 30f);
            var e = q.eulerAngles;
            Assert.AreEqual(10f, e.x, 1e-3f);
            Assert.AreEqual(20f, e.y, 1e-3f);
            Assert.AreEqual(30f, e.z, 1e-3f);
        }

        [Test]
        public void ClampWorks()
        {
            Assert.AreEqual(1f, Mathf.Clamp01(3f));
        }
    }
}
