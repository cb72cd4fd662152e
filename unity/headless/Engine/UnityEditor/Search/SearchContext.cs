using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEditor.Search
{
    public class SearchContext : IDisposable
    {
        readonly List<SearchProvider> _providers;

        public SearchContext(IEnumerable<SearchProvider> providers, string searchText = "", SearchFlags options = SearchFlags.Default)
        {
            _providers = (providers ?? SearchService.Providers).ToList();
            this.searchText = searchText ?? "";
            this.options = options;
        }

        public string searchText { get; set; }
        public string searchQuery { get { return SearchService.StripFilter(searchText); } }
        public SearchFlags options { get; set; }
        public IEnumerable<SearchProvider> providers { get { return _providers; } }
        public bool searchInProgress { get { return false; } }

        public void Dispose() { }
    }
}
