using System;
using System.Linq;
using System.Reflection;
using Newtonsoft.Json.Linq;
using UnityEngine.Serialization;

namespace UnityEngine.Internal
{
    // The content field kinds of scene, prefab and asset files that are not plain field trees: AnimationCurve
    // (Unity's m_Curve keys with time/value/inSlope/outSlope/tangentMode/weightedMode/inWeight/outWeight,
    // m_PreInfinity, m_PostInfinity, m_RotationOrder), Gradient (key0..key7 colours, ctime0..7 / atime0..7,
    // m_Mode, m_NumColorKeys, m_NumAlphaKeys, as Unity's YAML writes them: the colour keys' alpha holds the alpha
    // keys), and [FormerlySerializedAs] names read back (Unity's serializer tries them when the field's own name is
    // absent). Wrap modes are stored as WrapMode values.
    internal static class ContentFields
    {
        internal static JObject WriteCurve(AnimationCurve curve)
        {
            var keys = new JArray();
            foreach (var k in curve.Keys)
                keys.Add(new JObject
                {
                    { "time", k.time }, { "value", k.value }, { "inSlope", Num(k.inTangent) }, { "outSlope", Num(k.outTangent) },
                    { "tangentMode", k.tangentModeInternal }, { "weightedMode", (int)k.weightedMode },
                    { "inWeight", k.inWeight }, { "outWeight", k.outWeight }
                });
            return new JObject
            {
                { "m_Curve", keys },
                { "m_PreInfinity", (int)curve.preWrapMode },
                { "m_PostInfinity", (int)curve.postWrapMode },
                { "m_RotationOrder", 4 }
            };
        }

        // Infinite tangents (stepped keys) as Unity's YAML writes them: "Infinity".
        static JToken Num(float f)
        {
            if (float.IsPositiveInfinity(f)) return "Infinity";
            if (float.IsNegativeInfinity(f)) return "-Infinity";
            return f;
        }

        static float F(JToken t)
        {
            if (t == null || t.Type == JTokenType.Null) return 0f;
            if (t.Type == JTokenType.String)
            {
                var s = (string)t;
                if (s == "Infinity") return float.PositiveInfinity;
                if (s == "-Infinity") return float.NegativeInfinity;
                float v;
                return float.TryParse(s, System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out v) ? v : 0f;
            }
            return t.ToObject<float>();
        }

        internal static AnimationCurve ReadCurve(JObject o)
        {
            var curve = new AnimationCurve();
            if (o == null) return curve;
            foreach (var k in (o["m_Curve"] as JArray ?? new JArray()).OfType<JObject>())
            {
                var key = new Keyframe(F(k["time"]), F(k["value"]), F(k["inSlope"]), F(k["outSlope"]));
                key.weightedMode = (WeightedMode)(int)F(k["weightedMode"]);
                key.inWeight = F(k["inWeight"]);
                key.outWeight = F(k["outWeight"]);
                key.tangentModeInternal = (int)F(k["tangentMode"]);
                curve.Keys.Add(key);
            }
            curve.Keys.Sort((x, y) => x.time.CompareTo(y.time));
            if (o["m_PreInfinity"] != null) curve.preWrapMode = (WrapMode)(int)F(o["m_PreInfinity"]);
            if (o["m_PostInfinity"] != null) curve.postWrapMode = (WrapMode)(int)F(o["m_PostInfinity"]);
            return curve;
        }

        internal static JObject WriteGradient(Gradient g)
        {
            var o = new JObject();
            var colors = g.colorKeys;
            var alphas = g.alphaKeys;
            for (var i = 0; i < Gradient.MaxKeys; i++)
            {
                var c = i < colors.Length ? colors[i].color : new Color(0f, 0f, 0f, 0f);
                var a = i < alphas.Length ? alphas[i].alpha : 0f;
                o["key" + i] = new JObject { { "r", c.r }, { "g", c.g }, { "b", c.b }, { "a", a } };
            }
            for (var i = 0; i < Gradient.MaxKeys; i++) o["ctime" + i] = i < colors.Length ? (int)System.Math.Round(colors[i].time * 65535f) : 0;
            for (var i = 0; i < Gradient.MaxKeys; i++) o["atime" + i] = i < alphas.Length ? (int)System.Math.Round(alphas[i].time * 65535f) : 0;
            o["m_Mode"] = (int)g.mode;
#if UNITY_2023_1_OR_NEWER
            o["m_ColorSpace"] = (int)g.colorSpace;
#endif
            o["m_NumColorKeys"] = colors.Length;
            o["m_NumAlphaKeys"] = alphas.Length;
            return o;
        }

        internal static Gradient ReadGradient(JObject o)
        {
            var g = new Gradient();
            if (o == null) return g;
            var nc = o["m_NumColorKeys"] != null ? (int)o["m_NumColorKeys"] : 2;
            var na = o["m_NumAlphaKeys"] != null ? (int)o["m_NumAlphaKeys"] : 2;
            nc = System.Math.Max(0, System.Math.Min(nc, Gradient.MaxKeys));
            na = System.Math.Max(0, System.Math.Min(na, Gradient.MaxKeys));
            var colors = new GradientColorKey[nc];
            var alphas = new GradientAlphaKey[na];
            for (var i = 0; i < System.Math.Max(nc, na); i++)
            {
                var key = o["key" + i] as JObject ?? new JObject();
                if (i < nc) colors[i] = new GradientColorKey(new Color(F(key["r"]), F(key["g"]), F(key["b"]), 1f), F(o["ctime" + i]) / 65535f);
                if (i < na) alphas[i] = new GradientAlphaKey(F(key["a"]), F(o["atime" + i]) / 65535f);
            }
            g.SetKeys(colors, alphas);
            g.mode = (GradientMode)(int)F(o["m_Mode"]);
#if UNITY_2023_1_OR_NEWER
            g.colorSpace = o["m_ColorSpace"] != null ? (ColorSpace)(int)F(o["m_ColorSpace"]) : ColorSpace.Uninitialized;
#endif
            return g;
        }

        // Unity's serializer leaves no serialized field of a [Serializable] class (a UnityEvent, AnimationCurve,
        // Gradient or a script's own class) null: a new object or component gets a default instance, and a null
        // read from a file becomes one. Arrays and lists are left as they are here.
        internal static object NewSerializable(Type type)
        {
            if (type.IsValueType || type == typeof(string) || typeof(Object).IsAssignableFrom(type)) return null;
            if (type.IsAbstract || SerializedFields.ElementType(type) != null) return null;
            if (!SerializedFields.IsSerializableType(type, 0)) return null;
            try { return Activator.CreateInstance(type, true); }
            catch (Exception) { return null; }
        }

        internal static void InstantiateNullFields(object target)
        {
            if (target == null) return;
            foreach (var f in SerializedFields.Of(target.GetType()))
            {
                if (f.IsDefined(typeof(SerializeReference), false) || f.GetValue(target) != null) continue;
                var value = NewSerializable(f.FieldType);
                if (value != null) f.SetValue(target, value);
            }
        }

        internal static bool TryFormerName(FieldInfo f, JObject fields, out JToken token)
        {
            foreach (FormerlySerializedAsAttribute former in f.GetCustomAttributes(typeof(FormerlySerializedAsAttribute), false))
                if (former.oldName != null && fields.TryGetValue(former.oldName, out token)) return true;
            token = null;
            return false;
        }
    }
}
