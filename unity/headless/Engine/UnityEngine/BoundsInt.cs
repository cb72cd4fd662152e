using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Runtime/Export/Geometry/BoundsInt.cs — signatures and behaviour: a box
    // of whole units, serialized as m_Position and m_Size; Contains includes the min faces and excludes the max ones.
    // allPositionsWithin and the 6000.x `in` overloads are not modelled.
    [Serializable]
    public struct BoundsInt : IEquatable<BoundsInt>, IFormattable
    {
        Vector3Int m_Position;
        Vector3Int m_Size;

        public BoundsInt(int xMin, int yMin, int zMin, int sizeX, int sizeY, int sizeZ)
        {
            m_Position = new Vector3Int(xMin, yMin, zMin);
            m_Size = new Vector3Int(sizeX, sizeY, sizeZ);
        }

        public BoundsInt(Vector3Int position, Vector3Int size)
        {
            m_Position = position;
            m_Size = size;
        }

        public int x { get { return m_Position.x; } set { m_Position.x = value; } }
        public int y { get { return m_Position.y; } set { m_Position.y = value; } }
        public int z { get { return m_Position.z; } set { m_Position.z = value; } }
        public Vector3 center { get { return new Vector3(x + m_Size.x / 2f, y + m_Size.y / 2f, z + m_Size.z / 2f); } }
        public Vector3Int position { get { return m_Position; } set { m_Position = value; } }
        public Vector3Int size { get { return m_Size; } set { m_Size = value; } }

        public int xMin { get { return Math.Min(m_Position.x, m_Position.x + m_Size.x); } set { var oldMax = xMax; m_Position.x = value; m_Size.x = oldMax - value; } }
        public int yMin { get { return Math.Min(m_Position.y, m_Position.y + m_Size.y); } set { var oldMax = yMax; m_Position.y = value; m_Size.y = oldMax - value; } }
        public int zMin { get { return Math.Min(m_Position.z, m_Position.z + m_Size.z); } set { var oldMax = zMax; m_Position.z = value; m_Size.z = oldMax - value; } }
        public int xMax { get { return Math.Max(m_Position.x, m_Position.x + m_Size.x); } set { m_Size.x = value - m_Position.x; } }
        public int yMax { get { return Math.Max(m_Position.y, m_Position.y + m_Size.y); } set { m_Size.y = value - m_Position.y; } }
        public int zMax { get { return Math.Max(m_Position.z, m_Position.z + m_Size.z); } set { m_Size.z = value - m_Position.z; } }
        public Vector3Int min { get { return new Vector3Int(xMin, yMin, zMin); } set { xMin = value.x; yMin = value.y; zMin = value.z; } }
        public Vector3Int max { get { return new Vector3Int(xMax, yMax, zMax); } set { xMax = value.x; yMax = value.y; zMax = value.z; } }

        public void SetMinMax(Vector3Int minPosition, Vector3Int maxPosition)
        {
            min = minPosition;
            max = maxPosition;
        }

        public void ClampToBounds(BoundsInt bounds)
        {
            position = new Vector3Int(
                Math.Max(Math.Min(bounds.xMax, position.x), bounds.xMin),
                Math.Max(Math.Min(bounds.yMax, position.y), bounds.yMin),
                Math.Max(Math.Min(bounds.zMax, position.z), bounds.zMin));
            size = new Vector3Int(
                Math.Min(bounds.xMax - position.x, size.x),
                Math.Min(bounds.yMax - position.y, size.y),
                Math.Min(bounds.zMax - position.z, size.z));
        }

        public bool Contains(Vector3Int position)
        {
            return position.x >= xMin && position.y >= yMin && position.z >= zMin
                && position.x < xMax && position.y < yMax && position.z < zMax;
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("Position: {0}, Size: {1}", m_Position.ToString(format, formatProvider), m_Size.ToString(format, formatProvider));
        }

        public static bool operator ==(BoundsInt lhs, BoundsInt rhs) { return lhs.m_Position == rhs.m_Position && lhs.m_Size == rhs.m_Size; }
        public static bool operator !=(BoundsInt lhs, BoundsInt rhs) { return !(lhs == rhs); }
        public override bool Equals(object other) { return other is BoundsInt && Equals((BoundsInt)other); }
        public bool Equals(BoundsInt other) { return m_Position.Equals(other.m_Position) && m_Size.Equals(other.m_Size); }
        public override int GetHashCode() { return m_Position.GetHashCode() ^ (m_Size.GetHashCode() << 2); }
    }
}
