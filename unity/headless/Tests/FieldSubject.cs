using System;
using System.Collections.Generic;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // A script with every kind of field Unity does and does not serialize, for RuntimeFieldsTests.
    public class FieldSubject : MonoBehaviour
    {
        public static int Shared;

        public float speed = 2.5f;
        public int score = 3;
        [SerializeField] private string _label = "hi";
        [SerializeField] private Vector3 offset = new Vector3(1, 2, 3);
        public Color tint = Color.red;
        public LightType kind = LightType.Spot;
        public List<int> steps = new List<int> { 1, 2 };
        public FieldSubjectStats stats = new FieldSubjectStats();
        public GameObject other;
        [NonSerialized] public int notSaved;
        [HideInInspector] public int hidden;
        public readonly int fixedValue = 1;
        public Dictionary<string, int> map = new Dictionary<string, int>();
        private int _unmarked = 4;

        public int Property { get; set; }

        public string Label
        {
            get { return _label + offset + _unmarked; }
        }
    }
}
