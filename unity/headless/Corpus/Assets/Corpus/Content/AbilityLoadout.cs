using System;
using System.Collections.Generic;
using UnityEngine;

public interface ILoadoutAbility
{
    string Describe();
}

[Serializable]
public class DashAbility : ILoadoutAbility
{
    public float distance = 4f;
    public string Describe() => $"Dash {distance}m";
}

[Serializable]
public class HealAbility : ILoadoutAbility
{
    public int amount = 25;
    [SerializeReference] public ILoadoutAbility followUp;
    public string Describe() => followUp == null ? $"Heal {amount}" : $"Heal {amount} then {followUp.Describe()}";
}

// A loadout of polymorphic abilities stored by [SerializeReference].
public class AbilityLoadout : MonoBehaviour
{
    [SerializeReference] public List<ILoadoutAbility> abilities = new List<ILoadoutAbility>();
    [SerializeReference] public ILoadoutAbility ultimate;

    public string Summary()
    {
        var parts = new List<string>();
        foreach (var a in abilities) parts.Add(a?.Describe() ?? "empty");
        return string.Join(", ", parts);
    }
}
