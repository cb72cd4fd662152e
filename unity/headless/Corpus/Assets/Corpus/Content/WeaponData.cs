using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Serialization;

[Flags]
public enum WeaponTraits
{
    None = 0,
    Piercing = 1 << 0,
    Explosive = 1 << 1,
    Silenced = 1 << 2,
}

public enum WeaponSlot
{
    [InspectorName("Primary weapon")] Primary,
    Secondary,
    Melee
}

// Weapon tuning data as designers author it.
[CreateAssetMenu(fileName = "WeaponData", menuName = "Game/Weapon Data")]
[HelpURL("https://example.com/docs/weapons")]
public class WeaponData : ScriptableObject
{
    [Serializable]
    public struct DamageFalloff
    {
        public float distance;
        [Range(0f, 1f)] public float multiplier;
    }

    [Serializable]
    public class RecoilSettings
    {
        public float kick = 1f;
        public Vector2 spread = new Vector2(0.1f, 0.2f);
        [Delayed] public int pattern = 3;
    }

    [Header("Identity")]
    [FormerlySerializedAs("weaponName")] public string displayName = "Rifle";
    [Multiline(3)] public string description;
    public WeaponSlot slot;
    public WeaponTraits traits = WeaponTraits.Piercing;

    [Header("Damage")]
    [Min(0)] public int baseDamage = 10;
    public AnimationCurve damageOverDistance = AnimationCurve.Linear(0f, 1f, 50f, 0.25f);
    [NonReorderable] public List<DamageFalloff> falloff = new List<DamageFalloff>();

    [Header("Feel")]
    public Gradient muzzleFlash = new Gradient();
    public RecoilSettings recoil = new RecoilSettings();
    [ContextMenuItem("Reset", nameof(ResetFireRate))] public float fireRate = 8f;

    public bool Has(WeaponTraits t) => (traits & t) == t;

    public float DamageAt(float distance) => baseDamage * damageOverDistance.Evaluate(distance);

    void ResetFireRate() => fireRate = 8f;
}
