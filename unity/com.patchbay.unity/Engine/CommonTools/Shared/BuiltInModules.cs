using System;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The built-in modules (Window &gt; Package Manager &gt; Built-in) the package uses and a project may disable:
    /// Physics (com.unity.modules.physics: Rigidbody and the colliders a player reads) and Image Conversion
    /// (com.unity.modules.imageconversion: <c>ImageConversion.EncodeToPNG</c>, which screenshots need). A disabled
    /// module's assembly is not referenced by the project's scripts, so the code that uses it is compiled only when the
    /// module is there: Patchbay.Engine.asmdef's versionDefines set PATCHBAY_PHYSICS_MODULE and
    /// PATCHBAY_IMAGE_CONVERSION_MODULE from the module packages, as PATCHBAY_INPUT_SYSTEM from the Input System's. Without
    /// them the package compiles (no compile error of ours, so no Safe Mode because of us) and the tools that need a
    /// module say so.
    /// </summary>
    public static class BuiltInModules
    {
        public const string PhysicsPackage = "com.unity.modules.physics";
        public const string ImageConversionPackage = "com.unity.modules.imageconversion";

        /// <summary>Whether the package was compiled with the Physics module (the project's manifest lists it).</summary>
        public static bool Physics
        {
            get
            {
#if PATCHBAY_PHYSICS_MODULE
                return true;
#else
                return false;
#endif
            }
        }

        /// <summary>Whether the package was compiled with the Image Conversion module.</summary>
        public static bool ImageConversion
        {
            get
            {
#if PATCHBAY_IMAGE_CONVERSION_MODULE
                return true;
#else
                return false;
#endif
            }
        }

        /// <summary>What to tell the agent when a module the call needs is disabled: which, why it matters, how to enable it.</summary>
        public static string Disabled(string module, string package, string consequence)
        {
            return "The " + module + " module is disabled in this project's Package Manager (" + package + " is not in "
                + "Packages/manifest.json), so " + consequence + ". Enable it under Window > Package Manager > Built-in > "
                + module + ", or add \"" + package + "\": \"1.0.0\" to the dependencies of Packages/manifest.json.";
        }

        /// <summary>The image as PNG; a clear tool error when the Image Conversion module is disabled.</summary>
        public static byte[] EncodeToPng(Texture2D image)
        {
            if (image == null)
            {
                throw new ArgumentNullException("image");
            }

#if PATCHBAY_IMAGE_CONVERSION_MODULE
            return image.EncodeToPNG();
#else
            throw RequireImageConversion();
#endif
        }

        /// <summary>The error a screenshot gives without the Image Conversion module (null when it is there).</summary>
        public static Exception RequireImageConversion()
        {
            return ImageConversion
                ? null
                : ToolErrors.State(Disabled("Image Conversion", ImageConversionPackage, "Patchbay cannot encode a screenshot as PNG"));
        }

        /// <summary>
        /// For a component a player cannot read: when it is one of the Physics module's (its type lives in
        /// UnityEngine.PhysicsModule) and the package was compiled without that module, why; else null.
        /// </summary>
        public static string PhysicsNote(Component component)
        {
            if (Physics || component == null)
            {
                return null;
            }

            var assembly = component.GetType().Assembly.GetName().Name;
            return assembly == "UnityEngine.PhysicsModule"
                ? Disabled("Physics", PhysicsPackage, "Patchbay cannot read or set the fields of " + component.GetType().Name + " in a player")
                : null;
        }
    }
}
