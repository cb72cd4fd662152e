using UnityEngine;

namespace SampleGame
{
    [CreateAssetMenu(menuName = "Sample/Game Config", fileName = "GameConfig")]
    public class GameConfig : ScriptableObject
    {
        public string title = "Sample";
        public int maxPlayers = 4;
        public float gravity = -9.81f;
        public Material defaultMaterial;
    }
}
