using System;
using UnityEngine;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// A script with what wait_until may and may not read: serialized fields (public, [SerializeField] private, a
    /// [Serializable] class), and a property getter, a private field Unity does not serialize and a constructor that
    /// count when the project's code runs.
    /// </summary>
    public class WaitProbe : MonoBehaviour
    {
        public static int GetterRuns;

        public Vector3 offset = new Vector3(1, 2, 3);
        public int count = 3;
        [SerializeField] private float _charge = 0.5f;
        public WaitProbeStats stats = new WaitProbeStats();
        private int _secret = 42;

        public int Doubled
        {
            get
            {
                GetterRuns++;
                return count * 2 + _secret;
            }
        }

        public float Charge
        {
            get { return _charge; }
        }
    }

    /// <summary>A [Serializable] class whose constructor counts its runs.</summary>
    [Serializable]
    public class WaitProbeStats
    {
        public static int Constructed;

        public int hp = 10;

        public WaitProbeStats()
        {
            Constructed++;
        }
    }
}
