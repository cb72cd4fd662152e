using System;
using System.Collections.Generic;

namespace UnityEditor.Search
{
    public interface ISearchList : ICollection<SearchItem>, IDisposable
    {
        bool pending { get; }
        SearchContext context { get; }
        IEnumerable<SearchItem> Fetch();
        void AddItems(IEnumerable<SearchItem> items);
    }
}
