using UnityEngine;

namespace SampleGame
{
    public enum Team
    {
        Neutral,
        Red,
        Blue
    }

    public class Health : MonoBehaviour
    {
        [Header("Stats")]
        public int maxHealth = 100;
        [SerializeField] Team team = Team.Neutral;
        [SerializeField] Color tint = Color.white;
        public string displayName = "Unit";
        public bool invulnerable;
        public Transform target;

        public Team Team { get { return team; } }
        public Color Tint { get { return tint; } }
    }
}
