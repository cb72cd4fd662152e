using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Matrix4x4.cs and Math.bindings.cs (signatures; the
    // native members — TRS, Inverse, Perspective, LookAt… — are the stand-in's own code). Column-major fields, as Unity
    // lays them out: m<row><column>; this[index] counts down the columns.
    [Serializable]
    public struct Matrix4x4 : IEquatable<Matrix4x4>, IFormattable
    {
        public float m00;
        public float m10;
        public float m20;
        public float m30;
        public float m01;
        public float m11;
        public float m21;
        public float m31;
        public float m02;
        public float m12;
        public float m22;
        public float m32;
        public float m03;
        public float m13;
        public float m23;
        public float m33;

        public Matrix4x4(Vector4 column0, Vector4 column1, Vector4 column2, Vector4 column3)
        {
            m00 = column0.x; m01 = column1.x; m02 = column2.x; m03 = column3.x;
            m10 = column0.y; m11 = column1.y; m12 = column2.y; m13 = column3.y;
            m20 = column0.z; m21 = column1.z; m22 = column2.z; m23 = column3.z;
            m30 = column0.w; m31 = column1.w; m32 = column2.w; m33 = column3.w;
        }

        public float this[int row, int column]
        {
            get { return this[row + column * 4]; }
            set { this[row + column * 4] = value; }
        }

        public float this[int index]
        {
            get
            {
                switch (index) { case 0: return m00; case 1: return m10; case 2: return m20; case 3: return m30; case 4: return m01; case 5: return m11; case 6: return m21; case 7: return m31; case 8: return m02; case 9: return m12; case 10: return m22; case 11: return m32; case 12: return m03; case 13: return m13; case 14: return m23; case 15: return m33; }
                throw new IndexOutOfRangeException("Invalid matrix index!");
            }
            set
            {
                switch (index)
                {
                    case 0: m00 = value; break; case 1: m10 = value; break; case 2: m20 = value; break; case 3: m30 = value; break; case 4: m01 = value; break; case 5: m11 = value; break; case 6: m21 = value; break; case 7: m31 = value; break; case 8: m02 = value; break; case 9: m12 = value; break; case 10: m22 = value; break; case 11: m32 = value; break; case 12: m03 = value; break; case 13: m13 = value; break; case 14: m23 = value; break; case 15: m33 = value; break;
                    default: throw new IndexOutOfRangeException("Invalid matrix index!");
                }
            }
        }

        public override int GetHashCode() { return GetColumn(0).GetHashCode() ^ (GetColumn(1).GetHashCode() << 2) ^ (GetColumn(2).GetHashCode() >> 2) ^ (GetColumn(3).GetHashCode() >> 1); }
        public override bool Equals(object other) { return other is Matrix4x4 && Equals((Matrix4x4)other); }
        public bool Equals(Matrix4x4 other) { return m00.Equals(other.m00) && m10.Equals(other.m10) && m20.Equals(other.m20) && m30.Equals(other.m30) && m01.Equals(other.m01) && m11.Equals(other.m11) && m21.Equals(other.m21) && m31.Equals(other.m31) && m02.Equals(other.m02) && m12.Equals(other.m12) && m22.Equals(other.m22) && m32.Equals(other.m32) && m03.Equals(other.m03) && m13.Equals(other.m13) && m23.Equals(other.m23) && m33.Equals(other.m33); }

        public static Matrix4x4 operator *(Matrix4x4 lhs, Matrix4x4 rhs)
        {
            Matrix4x4 res;
            res.m00 = lhs.m00 * rhs.m00 + lhs.m01 * rhs.m10 + lhs.m02 * rhs.m20 + lhs.m03 * rhs.m30;
            res.m01 = lhs.m00 * rhs.m01 + lhs.m01 * rhs.m11 + lhs.m02 * rhs.m21 + lhs.m03 * rhs.m31;
            res.m02 = lhs.m00 * rhs.m02 + lhs.m01 * rhs.m12 + lhs.m02 * rhs.m22 + lhs.m03 * rhs.m32;
            res.m03 = lhs.m00 * rhs.m03 + lhs.m01 * rhs.m13 + lhs.m02 * rhs.m23 + lhs.m03 * rhs.m33;
            res.m10 = lhs.m10 * rhs.m00 + lhs.m11 * rhs.m10 + lhs.m12 * rhs.m20 + lhs.m13 * rhs.m30;
            res.m11 = lhs.m10 * rhs.m01 + lhs.m11 * rhs.m11 + lhs.m12 * rhs.m21 + lhs.m13 * rhs.m31;
            res.m12 = lhs.m10 * rhs.m02 + lhs.m11 * rhs.m12 + lhs.m12 * rhs.m22 + lhs.m13 * rhs.m32;
            res.m13 = lhs.m10 * rhs.m03 + lhs.m11 * rhs.m13 + lhs.m12 * rhs.m23 + lhs.m13 * rhs.m33;
            res.m20 = lhs.m20 * rhs.m00 + lhs.m21 * rhs.m10 + lhs.m22 * rhs.m20 + lhs.m23 * rhs.m30;
            res.m21 = lhs.m20 * rhs.m01 + lhs.m21 * rhs.m11 + lhs.m22 * rhs.m21 + lhs.m23 * rhs.m31;
            res.m22 = lhs.m20 * rhs.m02 + lhs.m21 * rhs.m12 + lhs.m22 * rhs.m22 + lhs.m23 * rhs.m32;
            res.m23 = lhs.m20 * rhs.m03 + lhs.m21 * rhs.m13 + lhs.m22 * rhs.m23 + lhs.m23 * rhs.m33;
            res.m30 = lhs.m30 * rhs.m00 + lhs.m31 * rhs.m10 + lhs.m32 * rhs.m20 + lhs.m33 * rhs.m30;
            res.m31 = lhs.m30 * rhs.m01 + lhs.m31 * rhs.m11 + lhs.m32 * rhs.m21 + lhs.m33 * rhs.m31;
            res.m32 = lhs.m30 * rhs.m02 + lhs.m31 * rhs.m12 + lhs.m32 * rhs.m22 + lhs.m33 * rhs.m32;
            res.m33 = lhs.m30 * rhs.m03 + lhs.m31 * rhs.m13 + lhs.m32 * rhs.m23 + lhs.m33 * rhs.m33;
            return res;
        }

        public static Vector4 operator *(Matrix4x4 lhs, Vector4 vector)
        {
            return new Vector4(
                lhs.m00 * vector.x + lhs.m01 * vector.y + lhs.m02 * vector.z + lhs.m03 * vector.w,
                lhs.m10 * vector.x + lhs.m11 * vector.y + lhs.m12 * vector.z + lhs.m13 * vector.w,
                lhs.m20 * vector.x + lhs.m21 * vector.y + lhs.m22 * vector.z + lhs.m23 * vector.w,
                lhs.m30 * vector.x + lhs.m31 * vector.y + lhs.m32 * vector.z + lhs.m33 * vector.w);
        }

        public static bool operator ==(Matrix4x4 lhs, Matrix4x4 rhs)
        {
            return lhs.GetColumn(0) == rhs.GetColumn(0) && lhs.GetColumn(1) == rhs.GetColumn(1) && lhs.GetColumn(2) == rhs.GetColumn(2) && lhs.GetColumn(3) == rhs.GetColumn(3);
        }

        public static bool operator !=(Matrix4x4 lhs, Matrix4x4 rhs) { return !(lhs == rhs); }

        public Vector4 GetColumn(int index)
        {
            if (index < 0 || index > 3) throw new IndexOutOfRangeException("Invalid column index!");
            return new Vector4(this[0, index], this[1, index], this[2, index], this[3, index]);
        }

        public Vector4 GetRow(int index)
        {
            if (index < 0 || index > 3) throw new IndexOutOfRangeException("Invalid row index!");
            return new Vector4(this[index, 0], this[index, 1], this[index, 2], this[index, 3]);
        }

        public Vector3 GetPosition() { return new Vector3(m03, m13, m23); }

        public void SetColumn(int index, Vector4 column)
        {
            this[0, index] = column.x; this[1, index] = column.y; this[2, index] = column.z; this[3, index] = column.w;
        }

        public void SetRow(int index, Vector4 row)
        {
            this[index, 0] = row.x; this[index, 1] = row.y; this[index, 2] = row.z; this[index, 3] = row.w;
        }

        public Vector3 MultiplyPoint(Vector3 point)
        {
            var x = m00 * point.x + m01 * point.y + m02 * point.z + m03;
            var y = m10 * point.x + m11 * point.y + m12 * point.z + m13;
            var z = m20 * point.x + m21 * point.y + m22 * point.z + m23;
            var w = 1f / (m30 * point.x + m31 * point.y + m32 * point.z + m33);
            return new Vector3(x * w, y * w, z * w);
        }

        public Vector3 MultiplyPoint3x4(Vector3 point)
        {
            return new Vector3(m00 * point.x + m01 * point.y + m02 * point.z + m03, m10 * point.x + m11 * point.y + m12 * point.z + m13, m20 * point.x + m21 * point.y + m22 * point.z + m23);
        }

        public Vector3 MultiplyVector(Vector3 vector)
        {
            return new Vector3(m00 * vector.x + m01 * vector.y + m02 * vector.z, m10 * vector.x + m11 * vector.y + m12 * vector.z, m20 * vector.x + m21 * vector.y + m22 * vector.z);
        }

        public Plane TransformPlane(Plane plane)
        {
            var ittrans = inverse;
            float x = plane.normal.x, y = plane.normal.y, z = plane.normal.z, w = plane.distance;
            var xx = ittrans.m00 * x + ittrans.m10 * y + ittrans.m20 * z + ittrans.m30 * w;
            var yy = ittrans.m01 * x + ittrans.m11 * y + ittrans.m21 * z + ittrans.m31 * w;
            var zz = ittrans.m02 * x + ittrans.m12 * y + ittrans.m22 * z + ittrans.m32 * w;
            var ww = ittrans.m03 * x + ittrans.m13 * y + ittrans.m23 * z + ittrans.m33 * w;
            return new Plane(new Vector3(xx, yy, zz), ww);
        }

        public static Matrix4x4 Scale(Vector3 vector)
        {
            var m = zero;
            m.m00 = vector.x; m.m11 = vector.y; m.m22 = vector.z; m.m33 = 1f;
            return m;
        }

        public static Matrix4x4 Translate(Vector3 vector)
        {
            var m = identity;
            m.m03 = vector.x; m.m13 = vector.y; m.m23 = vector.z;
            return m;
        }

        public static Matrix4x4 Rotate(Quaternion q)
        {
            float x = q.x * 2f, y = q.y * 2f, z = q.z * 2f;
            float xx = q.x * x, yy = q.y * y, zz = q.z * z, xy = q.x * y, xz = q.x * z, yz = q.y * z, wx = q.w * x, wy = q.w * y, wz = q.w * z;
            var m = identity;
            m.m00 = 1f - (yy + zz); m.m10 = xy + wz; m.m20 = xz - wy;
            m.m01 = xy - wz; m.m11 = 1f - (xx + zz); m.m21 = yz + wx;
            m.m02 = xz + wy; m.m12 = yz - wx; m.m22 = 1f - (xx + yy);
            return m;
        }

        public static Matrix4x4 zero { get { return new Matrix4x4(Vector4.zero, Vector4.zero, Vector4.zero, Vector4.zero); } }
        public static Matrix4x4 identity { get { return new Matrix4x4(new Vector4(1f, 0f, 0f, 0f), new Vector4(0f, 1f, 0f, 0f), new Vector4(0f, 0f, 1f, 0f), new Vector4(0f, 0f, 0f, 1f)); } }

        // ---- Math.bindings.cs ----
        public Quaternion rotation
        {
            get
            {
                var forward = new Vector3(m02, m12, m22);
                var upwards = new Vector3(m01, m11, m21);
                if (forward.sqrMagnitude < 1e-12f || upwards.sqrMagnitude < 1e-12f) return Quaternion.identity;
                return Quaternion.LookRotation(forward, upwards);
            }
        }

        public Vector3 lossyScale
        {
            get
            {
                var s = new Vector3(GetColumn(0).magnitude, GetColumn(1).magnitude, GetColumn(2).magnitude);
                if (Determinant3x3() < 0f) s.x = -s.x;
                return s;
            }
        }

        public bool isIdentity { get { return this == identity; } }
        public float determinant { get { return Det(this); } }

        public FrustumPlanes decomposeProjection
        {
            get
            {
                var fp = new FrustumPlanes();
                if (m32 == 0f)
                {
                    // orthographic
                    fp.zNear = (m23 + 1f) / m22; fp.zFar = (m23 - 1f) / m22;
                    fp.left = -(1f + m03) / m00; fp.right = (1f - m03) / m00;
                    fp.bottom = -(1f + m13) / m11; fp.top = (1f - m13) / m11;
                }
                else
                {
                    fp.zNear = m23 / (m22 - 1f); fp.zFar = m23 / (m22 + 1f);
                    fp.left = fp.zNear * (m02 - 1f) / m00; fp.right = fp.zNear * (m02 + 1f) / m00;
                    fp.bottom = fp.zNear * (m12 - 1f) / m11; fp.top = fp.zNear * (m12 + 1f) / m11;
                }
                return fp;
            }
        }

        public bool ValidTRS()
        {
            if (m30 != 0f || m31 != 0f || m32 != 0f || m33 != 1f) return false;
            var c0 = (Vector3)GetColumn(0); var c1 = (Vector3)GetColumn(1); var c2 = (Vector3)GetColumn(2);
            const float eps = 1e-4f;
            return Math.Abs(Vector3.Dot(c0.normalized, c1.normalized)) < eps && Math.Abs(Vector3.Dot(c0.normalized, c2.normalized)) < eps && Math.Abs(Vector3.Dot(c1.normalized, c2.normalized)) < eps;
        }

        public static float Determinant(Matrix4x4 m) { return m.determinant; }

        public static Matrix4x4 TRS(Vector3 pos, Quaternion q, Vector3 s)
        {
            var m = Rotate(q);
            m.m00 *= s.x; m.m10 *= s.x; m.m20 *= s.x;
            m.m01 *= s.y; m.m11 *= s.y; m.m21 *= s.y;
            m.m02 *= s.z; m.m12 *= s.z; m.m22 *= s.z;
            m.m03 = pos.x; m.m13 = pos.y; m.m23 = pos.z;
            return m;
        }

        public void SetTRS(Vector3 pos, Quaternion q, Vector3 s) { this = TRS(pos, q, s); }

        public static bool Inverse3DAffine(Matrix4x4 input, ref Matrix4x4 result)
        {
            var det = input.Determinant3x3();
            if (Math.Abs(det) < 1e-12f) { result = zero; return false; }
            result = Inverse(input);
            return true;
        }

        public static Matrix4x4 Inverse(Matrix4x4 m)
        {
            var inv = new float[16];
            var a = new float[16];
            for (var i = 0; i < 16; i++) a[i] = m[i];
            inv[0] = a[5] * a[10] * a[15] - a[5] * a[11] * a[14] - a[9] * a[6] * a[15] + a[9] * a[7] * a[14] + a[13] * a[6] * a[11] - a[13] * a[7] * a[10];
            inv[4] = -a[4] * a[10] * a[15] + a[4] * a[11] * a[14] + a[8] * a[6] * a[15] - a[8] * a[7] * a[14] - a[12] * a[6] * a[11] + a[12] * a[7] * a[10];
            inv[8] = a[4] * a[9] * a[15] - a[4] * a[11] * a[13] - a[8] * a[5] * a[15] + a[8] * a[7] * a[13] + a[12] * a[5] * a[11] - a[12] * a[7] * a[9];
            inv[12] = -a[4] * a[9] * a[14] + a[4] * a[10] * a[13] + a[8] * a[5] * a[14] - a[8] * a[6] * a[13] - a[12] * a[5] * a[10] + a[12] * a[6] * a[9];
            inv[1] = -a[1] * a[10] * a[15] + a[1] * a[11] * a[14] + a[9] * a[2] * a[15] - a[9] * a[3] * a[14] - a[13] * a[2] * a[11] + a[13] * a[3] * a[10];
            inv[5] = a[0] * a[10] * a[15] - a[0] * a[11] * a[14] - a[8] * a[2] * a[15] + a[8] * a[3] * a[14] + a[12] * a[2] * a[11] - a[12] * a[3] * a[10];
            inv[9] = -a[0] * a[9] * a[15] + a[0] * a[11] * a[13] + a[8] * a[1] * a[15] - a[8] * a[3] * a[13] - a[12] * a[1] * a[11] + a[12] * a[3] * a[9];
            inv[13] = a[0] * a[9] * a[14] - a[0] * a[10] * a[13] - a[8] * a[1] * a[14] + a[8] * a[2] * a[13] + a[12] * a[1] * a[10] - a[12] * a[2] * a[9];
            inv[2] = a[1] * a[6] * a[15] - a[1] * a[7] * a[14] - a[5] * a[2] * a[15] + a[5] * a[3] * a[14] + a[13] * a[2] * a[7] - a[13] * a[3] * a[6];
            inv[6] = -a[0] * a[6] * a[15] + a[0] * a[7] * a[14] + a[4] * a[2] * a[15] - a[4] * a[3] * a[14] - a[12] * a[2] * a[7] + a[12] * a[3] * a[6];
            inv[10] = a[0] * a[5] * a[15] - a[0] * a[7] * a[13] - a[4] * a[1] * a[15] + a[4] * a[3] * a[13] + a[12] * a[1] * a[7] - a[12] * a[3] * a[5];
            inv[14] = -a[0] * a[5] * a[14] + a[0] * a[6] * a[13] + a[4] * a[1] * a[14] - a[4] * a[2] * a[13] - a[12] * a[1] * a[6] + a[12] * a[2] * a[5];
            inv[3] = -a[1] * a[6] * a[11] + a[1] * a[7] * a[10] + a[5] * a[2] * a[11] - a[5] * a[3] * a[10] - a[9] * a[2] * a[7] + a[9] * a[3] * a[6];
            inv[7] = a[0] * a[6] * a[11] - a[0] * a[7] * a[10] - a[4] * a[2] * a[11] + a[4] * a[3] * a[10] + a[8] * a[2] * a[7] - a[8] * a[3] * a[6];
            inv[11] = -a[0] * a[5] * a[11] + a[0] * a[7] * a[9] + a[4] * a[1] * a[11] - a[4] * a[3] * a[9] - a[8] * a[1] * a[7] + a[8] * a[3] * a[5];
            inv[15] = a[0] * a[5] * a[10] - a[0] * a[6] * a[9] - a[4] * a[1] * a[10] + a[4] * a[2] * a[9] + a[8] * a[1] * a[6] - a[8] * a[2] * a[5];
            var det = a[0] * inv[0] + a[1] * inv[4] + a[2] * inv[8] + a[3] * inv[12];
            // A singular matrix inverts to zero (as Unity's native Invert_Full gives).
            if (Math.Abs(det) < 1e-30f) return zero;
            var r = new Matrix4x4();
            for (var i = 0; i < 16; i++) r[i] = inv[i] / det;
            return r;
        }

        public Matrix4x4 inverse { get { return Inverse(this); } }

        public static Matrix4x4 Transpose(Matrix4x4 m)
        {
            var r = new Matrix4x4();
            for (var row = 0; row < 4; row++)
                for (var col = 0; col < 4; col++) r[row, col] = m[col, row];
            return r;
        }

        public Matrix4x4 transpose { get { return Transpose(this); } }

        // OpenGL conventions, as Unity's (clip z from -1 to 1).
        public static Matrix4x4 Ortho(float left, float right, float bottom, float top, float zNear, float zFar)
        {
            var m = identity;
            m.m00 = 2f / (right - left); m.m11 = 2f / (top - bottom); m.m22 = -2f / (zFar - zNear);
            m.m03 = -(right + left) / (right - left); m.m13 = -(top + bottom) / (top - bottom); m.m23 = -(zFar + zNear) / (zFar - zNear);
            return m;
        }

        public static Matrix4x4 Perspective(float fov, float aspect, float zNear, float zFar)
        {
            var f = 1f / (float)Math.Tan(fov * Mathf.Deg2Rad / 2f);
            var m = zero;
            m.m00 = f / aspect; m.m11 = f;
            m.m22 = -(zFar + zNear) / (zFar - zNear); m.m23 = -(2f * zFar * zNear) / (zFar - zNear);
            m.m32 = -1f;
            return m;
        }

        // The transform of an object at `from` looking at `to` (the inverse of a view matrix).
        public static Matrix4x4 LookAt(Vector3 from, Vector3 to, Vector3 up)
        {
            var z = (to - from).normalized;
            var x = Vector3.Cross(up, z).normalized;
            var y = Vector3.Cross(z, x);
            var m = identity;
            m.m00 = x.x; m.m10 = x.y; m.m20 = x.z;
            m.m01 = y.x; m.m11 = y.y; m.m21 = y.z;
            m.m02 = z.x; m.m12 = z.y; m.m22 = z.z;
            m.m03 = from.x; m.m13 = from.y; m.m23 = from.z;
            return m;
        }

        public static Matrix4x4 Frustum(float left, float right, float bottom, float top, float zNear, float zFar)
        {
            var m = zero;
            m.m00 = 2f * zNear / (right - left); m.m02 = (right + left) / (right - left);
            m.m11 = 2f * zNear / (top - bottom); m.m12 = (top + bottom) / (top - bottom);
            m.m22 = -(zFar + zNear) / (zFar - zNear); m.m23 = -(2f * zFar * zNear) / (zFar - zNear);
            m.m32 = -1f;
            return m;
        }

        public static Matrix4x4 Frustum(FrustumPlanes fp) { return Frustum(fp.left, fp.right, fp.bottom, fp.top, fp.zNear, fp.zFar); }

        float Determinant3x3() { return m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20); }

        static float Det(Matrix4x4 m)
        {
            var a = m.m00 * (m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31) + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31));
            var b = m.m01 * (m.m10 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m20 * m.m33 - m.m23 * m.m30) + m.m13 * (m.m20 * m.m32 - m.m22 * m.m30));
            var c = m.m02 * (m.m10 * (m.m21 * m.m33 - m.m23 * m.m31) - m.m11 * (m.m20 * m.m33 - m.m23 * m.m30) + m.m13 * (m.m20 * m.m31 - m.m21 * m.m30));
            var d = m.m03 * (m.m10 * (m.m21 * m.m32 - m.m22 * m.m31) - m.m11 * (m.m20 * m.m32 - m.m22 * m.m30) + m.m12 * (m.m20 * m.m31 - m.m21 * m.m30));
            return a - b + c - d;
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F5";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            var s = new System.Text.StringBuilder();
            for (var r = 0; r < 4; r++)
            {
                for (var c = 0; c < 4; c++)
                {
                    s.Append(this[r, c].ToString(format, formatProvider));
                    s.Append(c < 3 ? "\t" : "\n");
                }
            }
            return s.ToString();
        }

#if UNITY_6000_3_OR_NEWER
        // The `in` overloads of UnityCsReference 6000.3+ Runtime/Export/Math/Math.bindings.cs.
        public static float Determinant(in Matrix4x4 m) { return m.determinant; }
        public static Matrix4x4 TRS(in Vector3 pos, in Quaternion q, in Vector3 s) { return TRS(pos, q, s); }
        public void SetTRS(in Vector3 pos, in Quaternion q, in Vector3 s) { this = TRS(pos, q, s); }
        public static bool Inverse3DAffine(in Matrix4x4 input, ref Matrix4x4 result) { return Inverse3DAffine(input, ref result); }
        public static Matrix4x4 Inverse(in Matrix4x4 m) { return Inverse(m); }
        public static Matrix4x4 Transpose(in Matrix4x4 m) { return Transpose(m); }
        public static Matrix4x4 LookAt(in Vector3 from, in Vector3 to, in Vector3 up) { return LookAt(from, to, up); }
        public static Matrix4x4 Frustum(in FrustumPlanes fp) { return Frustum(fp); }
#endif
    }
}
