using System;
using System.Collections.Generic;
using UnityEngine;

namespace SampleGame
{
    [Flags] public enum PickupKinds { None = 0, Coin = 1, Gem = 2, Heart = 4, Key = 8 }

    [Serializable] public struct Wave
    {
        public string name;
        public int enemies;
        public float delay;
    }

    [Serializable] public class EnemyStats
    {
        public int health = 3;
        public float speed = 2f;
        public Color tint = Color.red;
    }

    public interface IReward { int Points { get; } }
    [Serializable] public class CoinReward : IReward { public int coins = 10; public int Points { get { return coins; } } }
    [Serializable] public class UnlockReward : IReward { public string level = "Arena 2"; public int bonus = 50; public int Points { get { return bonus; } } }

    // The game's tuning, as a designer edits it in the inspector.
    [CreateAssetMenu(menuName = "Sample Game/Game Settings")]
    public class GameSettings : ScriptableObject
    {
        [Header("Difficulty")]
        public AnimationCurve difficulty = AnimationCurve.Linear(0f, 1f, 1f, 2f);
        [GradientUsage(false)] public Gradient healthColors = new Gradient();
        public List<Wave> waves = new List<Wave>();
        public EnemyStats enemy = new EnemyStats();

        [Header("World")]
        public PickupKinds pickups = PickupKinds.Coin | PickupKinds.Gem;
        public LayerMask groundLayers = 1;
        [Range(1, 10)] public int lives = 3;
        [SerializeReference] public IReward levelReward = new CoinReward();
    }
}
