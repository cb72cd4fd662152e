using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace UnityEditor.Search
{
    internal sealed class SearchList : ISearchList
    {
        readonly List<SearchItem> _items = new List<SearchItem>();

        internal SearchList(SearchContext context) { this.context = context; }

        public bool pending { get { return false; } }
        public SearchContext context { get; private set; }
        public int Count { get { return _items.Count; } }
        public bool IsReadOnly { get { return false; } }
        public IEnumerable<SearchItem> Fetch() { return _items.ToList(); }
        public void AddItems(IEnumerable<SearchItem> items) { _items.AddRange(items); }
        public void Add(SearchItem item) { _items.Add(item); }
        public void Clear() { _items.Clear(); }
        public bool Contains(SearchItem item) { return _items.Contains(item); }
        public void CopyTo(SearchItem[] array, int arrayIndex) { _items.CopyTo(array, arrayIndex); }
        public bool Remove(SearchItem item) { return _items.Remove(item); }
        public IEnumerator<SearchItem> GetEnumerator() { return _items.GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return _items.GetEnumerator(); }
        public void Dispose() { }
    }
}
