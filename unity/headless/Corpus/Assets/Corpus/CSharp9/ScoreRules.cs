using System.Collections.Generic;
using UnityEngine;

// C# 8 and 9 as Unity 2021.2+ compiles them: switch expressions, property and relational patterns, `is not`,
// target-typed new, static local functions, ??=.
public enum Medal { None, Bronze, Silver, Gold }

public class ScoreRules : MonoBehaviour
{
    [SerializeField] private int bronze = 100;
    private List<int> _history = new();
    private Dictionary<string, int> _best;

    public Medal MedalFor(int score) => score switch
    {
        >= 1000 => Medal.Gold,
        >= 500 and < 1000 => Medal.Silver,
        var s when s >= bronze => Medal.Bronze,
        _ => Medal.None,
    };

    public void Record(string player, int score)
    {
        _best ??= new Dictionary<string, int>();
        if (player is not null && (!_best.TryGetValue(player, out var old) || old < score)) _best[player] = score;
        _history.Add(Clamp(score));

        static int Clamp(int v) => v < 0 ? 0 : v;
    }

    public int Best(string player) => _best is { Count: > 0 } b && b.TryGetValue(player, out var v) ? v : 0;

    public string Describe(object o) => o switch
    {
        Transform { childCount: 0 } => "a leaf",
        Transform t => $"{t.childCount} children",
        null => "nothing",
        _ => o.GetType().Name,
    };
}
