using UnityEngine;
using UnityEngine.UI;

[RequireComponent(typeof(Text))]
public class ScoreDisplay : MonoBehaviour
{
    [SerializeField] private string prefix = "Score: ";
    [SerializeField] private Color highlightColor = Color.yellow;

    private Text scoreText;
    private Color normalColor;
    private int score;

    public int Score => score;

    private void Awake()
    {
        scoreText = GetComponent<Text>();
        normalColor = scoreText.color;
        scoreText.alignment = TextAnchor.MiddleCenter;
        UpdateText();
    }

    public void AddPoints(int points)
    {
        score += points;
        scoreText.color = points > 0 ? highlightColor : normalColor;
        UpdateText();
    }

    public void ResetScore()
    {
        score = 0;
        scoreText.color = normalColor;
        UpdateText();
    }

    private void UpdateText()
    {
        scoreText.text = prefix + score.ToString("N0");
        scoreText.fontSize = score >= 1000 ? 36 : 28;
    }
}
