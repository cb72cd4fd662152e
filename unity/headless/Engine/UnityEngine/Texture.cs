namespace UnityEngine
{
    public class Texture : Object
    {
        internal int Width;
        internal int Height;

        protected Texture() { }

        public virtual int width { get { return Width; } set { Width = value; } }
        public virtual int height { get { return Height; } set { Height = value; } }
    }
}
