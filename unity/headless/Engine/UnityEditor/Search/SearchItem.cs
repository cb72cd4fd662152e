using System;

namespace UnityEditor.Search
{
    public class SearchItem : IEquatable<SearchItem>, IComparable<SearchItem>, IComparable
    {
        public readonly string id;
        public string label;
        public string description;
        public int score;
        public object data;
        public SearchProvider provider;
        public SearchContext context;

        public SearchItem(string _id) { id = _id; }

#if UNITY_2022_2_OR_NEWER
        // From 2022.2 (UnityCsReference 2022.2.0f1, 6000.5.2f1 Modules/QuickSearch/Editor/SearchItem.cs; not in 2022.1 or
        // 2021.3): what was set, else the id.
        object _value;
        public object value { get { return _value ?? id; } set { _value = value; } }
#endif

        public string GetLabel(SearchContext context, bool stripHTML = false) { return label ?? id; }
        public string GetDescription(SearchContext context, bool stripHTML = false) { return description ?? ""; }

        public UnityEngine.Object ToObject() { return ToObject(typeof(UnityEngine.Object)); }

        public UnityEngine.Object ToObject(Type type)
        {
            var o = provider != null && provider.ToObject != null ? provider.ToObject(this, type) : null;
            return o != null && type.IsInstanceOfType(o) ? o : null;
        }

        public T ToObject<T>() where T : UnityEngine.Object { return (T)ToObject(typeof(T)); }

        public bool Equals(SearchItem other) { return other != null && other.id == id; }
        public override bool Equals(object other) { return Equals(other as SearchItem); }
        public override int GetHashCode() { return id == null ? 0 : id.GetHashCode(); }
        public int CompareTo(SearchItem other) { return other == null ? -1 : score != other.score ? score.CompareTo(other.score) : string.CompareOrdinal(id, other.id); }
        public int CompareTo(object other) { return CompareTo(other as SearchItem); }
        public override string ToString() { return id + " | " + label + " | " + description; }
    }
}
