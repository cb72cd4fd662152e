using System;
using System.Collections;
using System.Collections.Generic;

namespace UnityEngine.InputSystem.Utilities
{
    // Input System 1.8.2 Utilities/ReadOnlyArray.cs:22 (struct), :33/:44 ctors, :58 ToArray, :79 IndexOf, :93
    // GetEnumerator, :118 Count, :129 this[int]. A read-only view of a slice of an array.
    public struct ReadOnlyArray<TValue> : IReadOnlyList<TValue>
    {
        private readonly TValue[] m_Array;
        private readonly int m_StartIndex;
        private readonly int m_Length;

        public ReadOnlyArray(TValue[] array)
        {
            m_Array = array;
            m_StartIndex = 0;
            m_Length = array != null ? array.Length : 0;
        }

        public ReadOnlyArray(TValue[] array, int index, int length)
        {
            m_Array = array;
            m_StartIndex = index;
            m_Length = length;
        }

        public TValue[] ToArray()
        {
            var result = new TValue[m_Length];
            if (m_Length > 0) Array.Copy(m_Array, m_StartIndex, result, 0, m_Length);
            return result;
        }

        public int IndexOf(Predicate<TValue> predicate)
        {
            if (predicate == null) throw new ArgumentNullException("predicate");
            for (var i = 0; i < m_Length; ++i)
                if (predicate(m_Array[m_StartIndex + i])) return i;
            return -1;
        }

        public IEnumerator<TValue> GetEnumerator()
        {
            for (var i = 0; i < m_Length; ++i) yield return m_Array[m_StartIndex + i];
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

        public static implicit operator ReadOnlyArray<TValue>(TValue[] array) { return new ReadOnlyArray<TValue>(array); }

        public int Count { get { return m_Length; } }

        public TValue this[int index]
        {
            get
            {
                if (index < 0 || index >= m_Length) throw new ArgumentOutOfRangeException("index");
                return m_Array[m_StartIndex + index];
            }
        }
    }
}
