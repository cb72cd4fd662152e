using UnityEngine;
using UnityEngine.UI;

namespace SampleGame
{
    // The HUD's score line and health bar; ShowScore is the score board's persistent listener.
    public class Hud : MonoBehaviour
    {
        public Text scoreText;
        public Image healthBar;
        public string format = "Score: {0}";

        public void ShowScore(int score)
        {
            if (scoreText != null) scoreText.text = string.Format(format, score);
        }

        public void ShowHealth(float fraction)
        {
            if (healthBar != null) healthBar.fillAmount = Mathf.Clamp01(fraction);
        }
    }
}
