using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine;
using Random = UnityEngine.Random;

// A weighted random drop table; a fixed seed makes drops reproducible.
public class WeightedLootTable : MonoBehaviour
{
    [Serializable]
    public class LootEntry
    {
        public string itemName;
        [Min(0f)] public float weight = 1f;
        public int minAmount = 1;
        public int maxAmount = 1;
    }

    public List<LootEntry> entries = new List<LootEntry>();
    public int seed = 12345;
    public bool useSeed = true;

    void Awake()
    {
        if (useSeed) Random.InitState(seed);
    }

    public (string item, int amount) Roll()
    {
        float total = entries.Sum(e => e.weight);
        if (total <= 0f) return (null, 0);
        float pick = Random.Range(0f, total);
        foreach (LootEntry e in entries)
        {
            if (pick <= e.weight)
                return (e.itemName, Random.Range(e.minAmount, e.maxAmount + 1));
            pick -= e.weight;
        }
        LootEntry last = entries[entries.Count - 1];
        return (last.itemName, last.minAmount);
    }

    public List<string> RollMany(int count)
    {
        var result = new List<string>();
        for (int i = 0; i < count; i++) result.Add(Roll().item);
        return result;
    }
}
