using System;
using System.IO;
using System.IO.Compression;
using System.Text;

namespace UnityEngine.Internal
{
    // PNG for the stand-in's ImageConversion: 8-bit RGBA, filter 0 on every row, zlib around
    // DeflateStream's raw deflate (header, data, Adler-32), CRC-32 per chunk. Decode reads what Encode
    // writes (and any non-interlaced 8-bit RGB/RGBA PNG with filters 0-4) so tests can look at pixels.
    internal static class PngCodec
    {
        static readonly byte[] Signature = { 137, 80, 78, 71, 13, 10, 26, 10 };
        static uint[] s_crcTable;

        // pixels: rows bottom to top (Unity's order); the PNG is written top row first.
        public static byte[] Encode(int width, int height, Color[] pixels)
        {
            var raw = new byte[height * (1 + width * 4)];
            var i = 0;
            for (var row = height - 1; row >= 0; row--)
            {
                raw[i++] = 0;
                for (var x = 0; x < width; x++)
                {
                    var c = pixels[row * width + x];
                    raw[i++] = ToByte(c.r);
                    raw[i++] = ToByte(c.g);
                    raw[i++] = ToByte(c.b);
                    raw[i++] = ToByte(c.a);
                }
            }

            using (var png = new MemoryStream())
            {
                png.Write(Signature, 0, Signature.Length);
                var header = new byte[13];
                WriteBigEndian(header, 0, (uint)width);
                WriteBigEndian(header, 4, (uint)height);
                header[8] = 8;  // bit depth
                header[9] = 6;  // RGBA
                WriteChunk(png, "IHDR", header);
                WriteChunk(png, "IDAT", Zlib(raw));
                WriteChunk(png, "IEND", new byte[0]);
                return png.ToArray();
            }
        }

        // Returns rows top to bottom as RGBA bytes.
        public static byte[] Decode(byte[] png, out int width, out int height)
        {
            for (var s = 0; s < Signature.Length; s++)
            {
                if (png.Length < 8 || png[s] != Signature[s]) throw new FormatException("Not a PNG.");
            }

            width = height = 0;
            var channels = 0;
            var idat = new MemoryStream();
            var pos = 8;
            while (pos + 8 <= png.Length)
            {
                var length = (int)ReadBigEndian(png, pos);
                var type = Encoding.ASCII.GetString(png, pos + 4, 4);
                var crc = ReadBigEndian(png, pos + 8 + length);
                if (crc != Crc32(png, pos + 4, length + 4)) throw new FormatException("Bad CRC in chunk " + type + ".");
                if (type == "IHDR")
                {
                    width = (int)ReadBigEndian(png, pos + 8);
                    height = (int)ReadBigEndian(png, pos + 12);
                    if (png[pos + 16] != 8 || png[pos + 20] != 0) throw new FormatException("Only 8-bit non-interlaced PNGs.");
                    channels = png[pos + 17] == 6 ? 4 : png[pos + 17] == 2 ? 3 : 0;
                    if (channels == 0) throw new FormatException("Only RGB and RGBA PNGs.");
                }
                else if (type == "IDAT")
                {
                    idat.Write(png, pos + 8, length);
                }
                else if (type == "IEND")
                {
                    break;
                }

                pos += 12 + length;
            }

            var data = idat.ToArray();
            byte[] raw;
            using (var inflate = new DeflateStream(new MemoryStream(data, 2, data.Length - 6), CompressionMode.Decompress))
            using (var output = new MemoryStream())
            {
                inflate.CopyTo(output);
                raw = output.ToArray();
            }

            var adler = ReadBigEndian(data, data.Length - 4);
            if (adler != Adler32(raw)) throw new FormatException("Bad Adler-32.");
            var stride = width * channels;
            var rgba = new byte[width * height * 4];
            var previous = new byte[stride];
            var current = new byte[stride];
            for (var y = 0; y < height; y++)
            {
                var filter = raw[y * (stride + 1)];
                Buffer.BlockCopy(raw, y * (stride + 1) + 1, current, 0, stride);
                Unfilter(filter, current, previous, channels);
                for (var x = 0; x < width; x++)
                {
                    for (var c = 0; c < 4; c++)
                    {
                        rgba[(y * width + x) * 4 + c] = c < channels ? current[x * channels + c] : (byte)255;
                    }
                }

                var swap = previous;
                previous = current;
                current = swap;
            }

            return rgba;
        }

        static void Unfilter(byte filter, byte[] row, byte[] above, int bpp)
        {
            for (var i = 0; i < row.Length; i++)
            {
                int left = i >= bpp ? row[i - bpp] : 0, up = above[i], upLeft = i >= bpp ? above[i - bpp] : 0;
                int add;
                switch (filter)
                {
                    case 0: add = 0; break;
                    case 1: add = left; break;
                    case 2: add = up; break;
                    case 3: add = (left + up) / 2; break;
                    case 4:
                        int p = left + up - upLeft, pa = Math.Abs(p - left), pb = Math.Abs(p - up), pc = Math.Abs(p - upLeft);
                        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
                        break;
                    default: throw new FormatException("Unknown PNG filter " + filter + ".");
                }

                row[i] = (byte)(row[i] + add);
            }
        }

        static byte[] Zlib(byte[] raw)
        {
            using (var output = new MemoryStream())
            {
                output.WriteByte(0x78);
                output.WriteByte(0x9C);
                using (var deflate = new DeflateStream(output, CompressionMode.Compress, true))
                {
                    deflate.Write(raw, 0, raw.Length);
                }

                var adler = new byte[4];
                WriteBigEndian(adler, 0, Adler32(raw));
                output.Write(adler, 0, 4);
                return output.ToArray();
            }
        }

        static void WriteChunk(Stream png, string type, byte[] data)
        {
            var buffer = new byte[12 + data.Length];
            WriteBigEndian(buffer, 0, (uint)data.Length);
            Encoding.ASCII.GetBytes(type, 0, 4, buffer, 4);
            Buffer.BlockCopy(data, 0, buffer, 8, data.Length);
            WriteBigEndian(buffer, 8 + data.Length, Crc32(buffer, 4, data.Length + 4));
            png.Write(buffer, 0, buffer.Length);
        }

        static uint Crc32(byte[] data, int offset, int count)
        {
            if (s_crcTable == null)
            {
                var table = new uint[256];
                for (uint n = 0; n < 256; n++)
                {
                    var c = n;
                    for (var k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
                    table[n] = c;
                }

                s_crcTable = table;
            }

            var crc = 0xFFFFFFFFu;
            for (var i = offset; i < offset + count; i++) crc = s_crcTable[(crc ^ data[i]) & 0xFF] ^ (crc >> 8);
            return crc ^ 0xFFFFFFFFu;
        }

        static uint Adler32(byte[] data)
        {
            uint a = 1, b = 0;
            foreach (var d in data)
            {
                a = (a + d) % 65521;
                b = (b + a) % 65521;
            }

            return (b << 16) | a;
        }

        static byte ToByte(float v)
        {
            return (byte)Math.Round(Math.Max(0f, Math.Min(1f, v)) * 255f);
        }

        static void WriteBigEndian(byte[] buffer, int offset, uint value)
        {
            buffer[offset] = (byte)(value >> 24);
            buffer[offset + 1] = (byte)(value >> 16);
            buffer[offset + 2] = (byte)(value >> 8);
            buffer[offset + 3] = (byte)value;
        }

        static uint ReadBigEndian(byte[] buffer, int offset)
        {
            return (uint)(buffer[offset] << 24 | buffer[offset + 1] << 16 | buffer[offset + 2] << 8 | buffer[offset + 3]);
        }
    }
}
