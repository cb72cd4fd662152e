using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace UnityEditor.PackageManager
{
    public class PackageCollection : IEnumerable<PackageInfo>
    {
        readonly PackageInfo[] m_PackageList;
        readonly Error m_Error;

        internal PackageCollection(IEnumerable<PackageInfo> packages, Error error)
        {
            m_PackageList = (packages ?? new PackageInfo[0]).ToArray();
            m_Error = error;
        }

        IEnumerator<PackageInfo> IEnumerable<PackageInfo>.GetEnumerator()
        {
            return ((IEnumerable<PackageInfo>)m_PackageList).GetEnumerator();
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return m_PackageList.GetEnumerator();
        }

        public Error error { get { return m_Error; } }
    }
}
